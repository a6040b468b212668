// Moved to lib/actions/action-result.ts (server actions live in lib/actions); kept so existing imports work.
export { runAction, type ActionResult } from "@/lib/actions/action-result";

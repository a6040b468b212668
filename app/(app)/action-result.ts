// Moved to lib/actions/ (server actions live there, house style); kept so the existing actions' imports hold.
export { runAction, type ActionResult } from "@/lib/actions/action-result";

// Moved to lib/actions (server actions' home); kept here for the actions that still live under app/.
export { runAction, type ActionResult } from "@/lib/actions/action-result";

// Moved to lib/actions/ (server actions live there, below app/); kept so the older actions here still import it.
export { runAction, type ActionResult } from "@/lib/actions/action-result";

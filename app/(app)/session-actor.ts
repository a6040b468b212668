// Moved to lib/actions/ (server actions live there, house style); kept so the existing actions' imports hold.
export { sessionActor } from "@/lib/actions/session-actor";

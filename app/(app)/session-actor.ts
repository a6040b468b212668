// Moved to lib/actions/session-actor.ts (server actions live in lib/actions); kept so existing imports work.
export { sessionActor } from "@/lib/actions/session-actor";

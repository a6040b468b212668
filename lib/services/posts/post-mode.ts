// Test keys make and see test posts; live keys, people and the operator live posts (design: test keys).
import type { Actor } from "../actor";

export function postModeFor(actor: Actor): "live" | "test" {
  return actor.kind === "api_key" ? actor.mode : "live";
}

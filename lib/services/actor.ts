// Who is acting: a signed-in person, an API key (acting for the user who created it), or the operator
// through the admin CLI. Services decide what each may do; they never read sessions or headers.
import type { ApiKeyModeName } from "../auth/api-key-format";

export type Actor =
  { kind: "user"; userId: string } | { kind: "api_key"; apiKeyId: string; userId: string; mode: ApiKeyModeName; draftsOnly?: boolean } | { kind: "system" };

export const systemActor: Actor = { kind: "system" };

export function actorUserId(actor: Actor): string | null {
  return actor.kind === "system" ? null : actor.userId;
}

// Who is acting: a signed-in person, an API key (acting for the user who created it), or the operator
// through the admin CLI, or a client through a review link (no account: they act with the authority of the
// manager who made the link, checked at use time, and are recorded by the name they gave and the link).
// Services decide what each may do; they never read sessions or headers.
import type { ApiKeyModeName } from "../auth/api-key-format";

export type Actor =
  | { kind: "user"; userId: string }
  | { kind: "api_key"; apiKeyId: string; userId: string; mode: ApiKeyModeName; draftsOnly?: boolean }
  | { kind: "review_link"; reviewLinkId: string; userId: string; reviewerName: string }
  | { kind: "system" };

export const systemActor: Actor = { kind: "system" };

export function actorUserId(actor: Actor): string | null {
  return actor.kind === "system" ? null : actor.userId;
}

/** The external reviewer behind a review-link actor, or null for everyone else. */
export function externalReviewer(actor: Actor): { name: string; reviewLinkId: string } | null {
  return actor.kind === "review_link" ? { name: actor.reviewerName, reviewLinkId: actor.reviewLinkId } : null;
}

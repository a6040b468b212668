"use server";

// Client review links. The workspace side (make, revoke) acts as the signed-in manager. The review page's side
// (unlock, decide) is used by a visitor without an account: it never reads a session, only the link's token
// from the page and the passcode proof its unlock left in a cookie scoped to that link's path. Same-origin
// like every server action (lib/server/web-request-guard.ts refuses a foreign Origin before Next runs it).
import { cookies, headers } from "next/headers";
import { appUrl } from "@/lib/env";
import { clientAddress } from "@/lib/net/client-address";
import { REVIEW_PASSCODE_COOKIE, reviewLinkPath } from "@/lib/review-cookie";
import { createReviewLink } from "@/lib/services/review-links/create-review-link";
import { decideReviewPost } from "@/lib/services/review-links/decide-review-post";
import { unlockReviewLink } from "@/lib/services/review-links/review-passcode";
import { revokeReviewLink } from "@/lib/services/review-links/revoke-review-link";
import type { CreateReviewLinkInput } from "@/lib/schemas/review-links";
import type { ReviewDecisionInput } from "@/lib/services/review-links/schemas";
import { runAction } from "./action-result";
import { sessionActor } from "./session-actor";

export async function createReviewLinkAction(workspaceId: string, input: CreateReviewLinkInput) {
  return runAction(async () => {
    const link = await createReviewLink({ workspaceId, actor: await sessionActor(), input });
    // The token is shown once, in this answer (the page adds its own origin); the list never shows it again.
    return { id: link.id, path: link.path, postCount: link.postCount, expiresAt: link.expiresAt.toISOString() };
  });
}

export async function revokeReviewLinkAction(workspaceId: string, id: string) {
  return runAction(async () => {
    await revokeReviewLink({ workspaceId, actor: await sessionActor(), input: { id } });
    return { id };
  });
}

export async function unlockReviewLinkAction(token: string, passcode: string) {
  return runAction(async () => {
    const { proof } = await unlockReviewLink({ token: String(token), passcode: String(passcode), clientAddress: clientAddress(await headers()) });
    (await cookies()).set(REVIEW_PASSCODE_COOKIE, proof, {
      path: reviewLinkPath(token),
      httpOnly: true,
      sameSite: "lax",
      secure: appUrl().startsWith("https:"),
      maxAge: 14 * 86_400,
    });
    return { unlocked: true };
  });
}

export async function decideReviewPostAction(token: string, input: ReviewDecisionInput) {
  return runAction(async () => {
    const proof = (await cookies()).get(REVIEW_PASSCODE_COOKIE)?.value;
    const decision = await decideReviewPost({ token: String(token), proof, input });
    return { decision: decision.decision, createdAt: decision.createdAt.toISOString() };
  });
}

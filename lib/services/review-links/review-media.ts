// A post's media on the review page, reached through the link (/r/<token>/media/<post>/<n>) because a stored
// media path names the workspace. Only a post of this link, only with the passcode proof when it has one.
// Answers its URL, and its key when it is in Postlane's own storage.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isUuid } from "../../schemas/common";
import { cdnBaseUrl } from "../../storage/cdn-url";
import { requireReviewLink } from "./find-review-link";
import { passcodeSatisfied } from "./review-passcode";

export async function reviewMedia({ token, proof, postId, index }: { token: string; proof?: string; postId: string; index: string }) {
  const link = await requireReviewLink(token);
  const n = Number(index);
  if (!passcodeSatisfied(link, proof) || !isUuid(postId) || !Number.isInteger(n) || n < 0) throw new NotFoundError("Media");
  const entry = await db.reviewLinkPost.findFirst({
    where: { reviewLinkId: link.id, postId: postId.toLowerCase(), post: { workspaceId: link.workspaceId, deletedAt: null } },
    select: { post: { select: { mediaUrls: true } } },
  });
  const url = entry?.post.mediaUrls[n];
  if (!url) throw new NotFoundError("Media");
  const base = `${cdnBaseUrl()}/`;
  return { url, key: url.startsWith(base) ? url.slice(base.length).split("/").map(decodeURIComponent).join("/") : null };
}

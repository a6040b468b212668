// The client's logo on the review page, reached through the link (/r/<token>/logo) for the reason the posts'
// media are (review-media.ts): a stored media path names the workspace. Only with the passcode proof when the
// link has one. Answers its URL, and its key when it is in Postlane's own storage.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { cdnBaseUrl } from "../../storage/cdn-url";
import { requireReviewLink } from "./find-review-link";
import { passcodeSatisfied } from "./review-passcode";

export async function reviewLogo({ token, proof }: { token: string; proof?: string }): Promise<{ url: string; key: string | null }> {
  const link = await requireReviewLink(token);
  if (!passcodeSatisfied(link, proof)) throw new NotFoundError("Logo");
  const row = await db.workspace.findUnique({ where: { id: link.workspaceId }, select: { logo: { select: { publicUrl: true, storageKey: true } } } });
  if (!row?.logo) throw new NotFoundError("Logo");
  const base = `${cdnBaseUrl()}/`;
  return { url: row.logo.publicUrl, key: row.logo.publicUrl.startsWith(base) ? row.logo.storageKey : null };
}

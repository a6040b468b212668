// One post with everything the web app's editor needs to reopen it (the channel selection, per-network
// captions and options that the API's Post shape leaves out), in the actor's mode. Any status is returned:
// the editor itself tells a person why a queued, published or failed post cannot be changed.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { approvalSelect } from "../../schemas/approvals";
import { isUuid } from "../../schemas/common";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { postContentSelect } from "./post-content-select";
import { postModeFor } from "./post-mode";
import { postUtmOf } from "../../serializers/post-utm";
import type { AccountMapping } from "./queue-post-for-publishing";

export async function getEditablePost({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: { id: string } }) {
  if (!isUuid(input.id)) throw new NotFoundError("Post");
  await requireReader(workspaceId, actor);
  const post = await db.post.findFirst({
    where: { id: input.id.toLowerCase(), workspaceId, mode: postModeFor(actor), deletedAt: null },
    // Besides the content, what the editor says about the post's state: may it still change, and who approved it.
    select: { ...postContentSelect, status: true, scheduledAt: true, publishedAt: true, ...approvalSelect, approvalDecidedByReviewer: true },
  });
  if (!post) throw new NotFoundError("Post");
  return {
    ...post,
    accountMappings: (post.accountMappings ?? []) as unknown as AccountMapping[],
    platformCaptions: (post.platformCaptions ?? {}) as Record<string, string>,
    platformOptions: (post.platformOptions ?? {}) as Record<string, Record<string, unknown>>,
    utm: postUtmOf(post.utm),
  };
}

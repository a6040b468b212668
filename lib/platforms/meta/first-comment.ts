// The first comment on Instagram and on a Facebook Page: POST /{object-id}/comments with `message`, by the
// account that published the object (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments,
// https://developers.facebook.com/docs/graph-api/reference/object/comments/). Graph has no idempotency key: an
// armed comment is looked for among the object's comments (same text, since it was armed) before posting again.
import { z } from "zod";
import { PlatformPermanentError } from "../errors";
import type { CommentContext, FirstCommentSupport, PublishedItem } from "../types";
import { createdId } from "./containers";
import { graphClientFor } from "./container-flow";

interface GraphCommentNetwork {
  product: "instagram" | "facebook";
  who: string;
  /** The permission commenting needs; an account connected before it was asked for must reconnect. */
  scope: string;
  /** Fields of a comment as the network names them. */
  fields: { text: "text" | "message"; time: "timestamp" | "created_time" };
  /** A link to the comment, where the network has one. */
  link: (ctx: CommentContext, commentId: string) => string | null;
}

const commentList = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      text: z.string().optional(),
      message: z.string().optional(),
      timestamp: z.string().optional(),
      created_time: z.string().optional(),
    }),
  ),
});

export function graphFirstComment(network: GraphCommentNetwork): FirstCommentSupport {
  const item = (ctx: CommentContext, id: string): PublishedItem => ({ remotePostId: id, remotePublishId: null, remotePermalink: network.link(ctx, id) });
  return {
    async publish(ctx) {
      if (ctx.account.grantedScopes && !ctx.account.grantedScopes.includes(network.scope)) {
        throw new PlatformPermanentError(`${network.who} was connected without permission to comment (${network.scope}); reconnect it, then retry the comment`);
      }
      const client = graphClientFor(network.product, ctx.account, ctx.signal, network.who);
      // A photo comment: attachment_url, one image Graph downloads itself (Facebook only; Instagram comments are
      // text only and validation keeps images away from them).
      const image = ctx.comment.media[0];
      const params = { message: ctx.comment.text, ...(image ? { attachment_url: image.url } : {}) };
      const { id } = await client.post(`${ctx.items[0].remotePostId}/comments`, params, createdId);
      return item(ctx, id);
    },
    async findExisting(ctx) {
      const client = graphClientFor(network.product, ctx.account, ctx.signal, network.who);
      const { data } = await client.get(
        `${ctx.items[0].remotePostId}/comments`,
        { fields: `id,${network.fields.text},${network.fields.time}`, limit: 50 },
        commentList,
      );
      const since = Date.parse(ctx.comment.armedAt) - 60_000;
      const ours = data.find((c) => {
        const at = Date.parse((c[network.fields.time] ?? "").replace(/\+0000$/, "Z"));
        return (c[network.fields.text] ?? "") === ctx.comment.text && (Number.isNaN(at) || at >= since);
      });
      return ours ? { status: "found", item: item(ctx, ours.id) } : { status: "absent" };
    },
  };
}

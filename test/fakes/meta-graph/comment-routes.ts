// Comments on one's own published objects, as the first comment uses them: an Instagram media's comments edge
// and a Facebook Page post's (or video's). Checked as Graph checks them: the object must exist and be reachable
// with the token (a token of another account cannot comment through it), the permissions the reference names,
// a message that is present and within the limit.
//
// - POST /{ig-media-id}/comments?message= → { id }; GET /{ig-media-id}/comments → { data: [{ id, text, timestamp, username }] }
//   https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments
//   (Facebook Login: instagram_basic, instagram_manage_comments, pages_read_engagement; "Comments on live video
//   IG Media are not supported"; our limit 2,200 characters, a caption's).
// - POST /{object-id}/comments message= → { id }; GET /{object-id}/comments → { data: [{ id, message, created_time, from }] }
//   https://developers.facebook.com/docs/graph-api/reference/object/comments/ (a Page token with
//   pages_manage_engagement to comment as the Page; pages_read_engagement and pages_read_user_content to read).
//   A photo comment adds attachment_url, "the URL of an image to include as a photo comment" (same page, one
//   image, downloaded by Graph): an unreachable URL or one that is not an image is (#324) Missing or invalid image.
//   Instagram's comments edge takes `message` only: an attachment there is refused, not silently dropped.
import { GraphError, type GraphRequest, invalidParameter, ok, pick, type Reply, required, type RouteContext } from "./http";
import { checkPermissions } from "./permissions";

export const COMMENT_NEEDS = {
  igComment: ["instagram_basic", "instagram_manage_comments", "pages_read_engagement"],
  pageComment: ["pages_manage_engagement"],
  pageReadComments: ["pages_read_engagement", "pages_read_user_content"],
} as const;

export interface StoredComment {
  id: string;
  objectId: string;
  authorId: string;
  message: string;
  timestamp: string;
  /** A Facebook photo comment's attachment_url. */
  attachmentUrl?: string;
}

const comments = new WeakMap<object, StoredComment[]>();

/** Every comment the fake holds for `store` (tests count them). */
export function commentsOf(store: object): StoredComment[] {
  let list = comments.get(store);
  if (!list) comments.set(store, (list = []));
  return list;
}

export async function commentRoute(ctx: RouteContext, req: GraphRequest): Promise<Reply | undefined> {
  const [id, edge, extra] = req.segments;
  if (!id || edge !== "comments" || extra !== undefined) return undefined;
  const { store } = ctx;
  const list = commentsOf(store);
  const media = store.media.get(id);
  if (media?.product === "instagram") {
    checkPermissions("instagram", ctx.authorize(media.ownerId), COMMENT_NEEDS.igComment);
    if (req.method === "POST") {
      if (req.params.attachment_url !== undefined) throw invalidParameter("attachment_url is not a parameter of Instagram comments");
      const message = required(req.params, "message");
      if ([...message].length > 2200) throw invalidParameter("The comment is too long. Comments can be at most 2200 characters.");
      const comment = { id: store.nextId(), objectId: id, authorId: media.ownerId, message, timestamp: new Date().toISOString().replace(/\.\d+Z$/, "+0000") };
      list.push(comment);
      media.insights.comments++;
      return ok({ id: comment.id });
    }
    const username = store.igUsers.get(media.ownerId)?.username;
    const data = list
      .filter((c) => c.objectId === id)
      .map((c) => pick({ id: c.id, text: c.message, timestamp: c.timestamp, username }, req.params.fields, ["id", "text", "timestamp"]));
    return ok({ data, paging: {} });
  }
  const post = store.posts.get(id) ?? store.videos.get(id);
  if (post) {
    const token = ctx.authorize(post.pageId);
    if (req.method === "POST") {
      checkPermissions("facebook", token, COMMENT_NEEDS.pageComment);
      // Commenting as the Page takes the Page's token; a user token comments as the person (not what we want).
      if (token.kind !== "page") throw new GraphError(403, 200, "(#200) Commenting as a Page requires a Page access token");
      const message = required(req.params, "message");
      if ([...message].length > 8000) throw invalidParameter("The comment is too long: at most 8000 characters.");
      const attachmentUrl = req.params.attachment_url;
      if (attachmentUrl !== undefined) {
        const media = await ctx.checkMedia(attachmentUrl);
        if (!media.reachable || !media.contentType.startsWith("image/"))
          throw new GraphError(400, 324, "(#324) Missing or invalid image file", undefined, "OAuthException");
      }
      const comment: StoredComment = {
        id: `${id}_${store.nextId()}`,
        objectId: id,
        authorId: post.pageId,
        message,
        timestamp: new Date().toISOString().replace(/\.\d+Z$/, "+0000"),
        ...(attachmentUrl !== undefined ? { attachmentUrl } : {}),
      };
      list.push(comment);
      if ("comments" in post && typeof post.comments === "number") post.comments++;
      return ok({ id: comment.id });
    }
    checkPermissions("facebook", token, COMMENT_NEEDS.pageReadComments);
    const page = store.pages.get(post.pageId);
    const data = list
      .filter((c) => c.objectId === id)
      .map((c) =>
        pick({ id: c.id, message: c.message, created_time: c.timestamp, from: { id: c.authorId, name: page?.name } }, req.params.fields, [
          "id",
          "message",
          "created_time",
        ]),
      );
    return ok({ data, paging: {} });
  }
  return undefined;
}

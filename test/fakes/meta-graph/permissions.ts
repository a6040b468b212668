// The permissions each endpoint of the fake Graph server demands of the token, from the endpoint's reference
// page. Where Meta accepts one of several (e.g. "pages_read_engagement or pages_show_list"), the fake demands
// the first it names: stricter, never more lenient. A token lacking one is refused the way Graph refuses it:
// code 200 on Facebook Page endpoints, code 10 on Instagram and Threads ones.
import { GraphError } from "./http";
import type { Product, TokenRecord } from "./store";

export const NEEDS = {
  // https://developers.facebook.com/docs/pages-api/posts and /docs/graph-api/reference/page/feed (publishing),
  // /docs/graph-api/reference/page/photos, /docs/graph-api/reference/page/videos ("To create and publish a
  // video … pages_manage_posts, pages_read_engagement, and pages_show_list"), /docs/video-api/guides/reels-publishing,
  // /docs/page-stories-api (pages_manage_posts, pages_read_engagement, pages_show_list).
  pagePublish: ["pages_manage_posts", "pages_read_engagement", "pages_show_list"],
  // /docs/graph-api/reference/page/feed (reading) and /docs/video-api/guides/get-videos: pages_read_engagement;
  // /docs/graph-api/reference/page/videos adds pages_show_list. The fake asks pages_read_engagement for every
  // other read of Page content too (stories, a post, a video, a photo: our reading).
  pageRead: ["pages_read_engagement"],
  pageVideosRead: ["pages_read_engagement", "pages_show_list"],
  // /docs/graph-api/reference/insights (Page and post insights) and /docs/video-api/guides/insights:
  // read_insights with pages_read_engagement.
  pageInsights: ["read_insights", "pages_read_engagement"],
  // /docs/graph-api/reference/user/accounts: pages_show_list lists the person's Pages and their tokens.
  pageList: ["pages_show_list"],
  // Instagram API with Facebook Login: /docs/instagram-platform/instagram-graph-api/reference/ig-user/media,
  // …/ig-user/media_publish and …/ig-container: instagram_basic, instagram_content_publish and
  // pages_read_engagement (or pages_show_list).
  igPublish: ["instagram_basic", "instagram_content_publish", "pages_read_engagement"],
  // …/ig-user/media (reading), …/ig-media: instagram_basic, pages_read_engagement.
  igRead: ["instagram_basic", "pages_read_engagement"],
  // …/ig-user/stories and /docs/instagram-platform/reference/instagram-media/insights: instagram_basic,
  // instagram_manage_insights, pages_read_engagement.
  igInsights: ["instagram_basic", "instagram_manage_insights", "pages_read_engagement"],
  // https://developers.facebook.com/docs/threads/get-started ("threads_basic — Required for making any calls
  // to all Threads API endpoints"), /docs/threads/posts (threads_content_publish).
  threadsRead: ["threads_basic"],
  threadsPublish: ["threads_basic", "threads_content_publish"],
  // /docs/threads/reply-management: threads_manage_replies for POST calls to reply endpoints (our reading:
  // that includes publishing a reply with reply_to_id), threads_read_replies for GET {media-id}/replies.
  threadsReply: ["threads_basic", "threads_content_publish", "threads_manage_replies"],
  threadsReadReplies: ["threads_basic", "threads_read_replies"],
  // /docs/threads/insights: threads_manage_insights for GET calls to insights endpoints.
  threadsInsights: ["threads_basic", "threads_manage_insights"],
} as const satisfies Record<string, readonly string[]>;

/** Every permission name the fake's dialogs accept in `scope`; any other is refused as Meta's dialog does. */
export const KNOWN_PERMISSIONS = new Set<string>([
  "public_profile",
  "email",
  "business_management",
  "pages_manage_metadata",
  "pages_manage_engagement",
  "pages_read_user_content",
  "instagram_manage_comments",
  ...Object.values(NEEDS).flat(),
]);

export function checkPermissions(product: Product, token: TokenRecord, needs: readonly string[]): void {
  const missing = needs.filter((permission) => !token.scopes.has(permission));
  if (missing.length === 0) return;
  // The names in the message are ours (Graph's wording varies by endpoint), the codes are Graph's.
  if (product === "facebook") {
    throw new GraphError(403, 200, `(#200) Requires ${missing.join(" and ")} permission${missing.length > 1 ? "s" : ""} to perform this action`);
  }
  throw new GraphError(403, 10, `(#10) Application does not have permission for this action (missing ${missing.join(", ")})`);
}

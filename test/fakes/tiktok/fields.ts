// The fake TikTok's field allow-lists. Fidelity facts it enforces:
//
//  - GET /v2/user/info/ needs `fields`, each from the documented list, and each field needs its own scope:
//    user.info.basic for open_id, union_id, avatar_url(_100), avatar_large_url, display_name; user.info.profile
//    for bio_description, profile_deep_link, is_verified, username; user.info.stats for follower_count,
//    following_count, likes_count, video_count (https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info).
//    A field without its scope is 401 scope_permission_missed
//    (https://developers.tiktok.com/doc/tiktok-api-v2-error-handling).
//  - POST /v2/video/query/ needs `fields` from the Video Object's list
//    (https://developers.tiktok.com/doc/tiktok-api-v2-video-object) and filters.video_ids of at most 20 ids
//    (https://developers.tiktok.com/doc/tiktok-api-v2-video-query); the answer holds only the fields asked for.
//  - An unknown field (a typo, a retired name) is 400 invalid_params.
//  - Video `id` is a string; `create_time` an int64 Unix time; the counts are numbers (Video Object types).

export const USER_FIELD_SCOPES: Record<string, string> = {
  open_id: "user.info.basic",
  union_id: "user.info.basic",
  avatar_url: "user.info.basic",
  avatar_url_100: "user.info.basic",
  avatar_large_url: "user.info.basic",
  display_name: "user.info.basic",
  bio_description: "user.info.profile",
  profile_deep_link: "user.info.profile",
  is_verified: "user.info.profile",
  username: "user.info.profile",
  follower_count: "user.info.stats",
  following_count: "user.info.stats",
  likes_count: "user.info.stats",
  video_count: "user.info.stats",
};

export const VIDEO_FIELDS = new Set([
  "id",
  "create_time",
  "cover_image_url",
  "share_url",
  "video_description",
  "duration",
  "height",
  "width",
  "title",
  "embed_html",
  "embed_link",
  "like_count",
  "comment_count",
  "share_count",
  "view_count",
]);

/** The comma-separated `fields` query, or the first name not in `allowed` (null when none was given). */
export function fieldsParam(query: URLSearchParams, allowed: Set<string>): { fields: string[] } | { unknown: string | null } {
  const fields = (query.get("fields") ?? "").split(",").filter(Boolean);
  if (fields.length === 0) return { unknown: null };
  const unknown = fields.find((f) => !allowed.has(f));
  return unknown === undefined ? { fields } : { unknown };
}

/** Only the asked-for fields of `record`. */
export function pick(record: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
}

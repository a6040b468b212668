// The fake X's field allow-lists and the private-metrics rule. Fidelity facts it enforces:
//
//  - tweet.fields and user.fields take only the documented values; any other value (a typo, a retired name)
//    is a 400 invalid-request naming the parameter, as X answers it
//    (https://docs.x.com/x-api/posts/get-post-by-id, https://docs.x.com/x-api/users/get-my-user: the enum of each
//    parameter; https://docs.x.com/x-api/fundamentals/fields).
//  - non_public_metrics, organic_metrics and promoted_metrics need user context for a Post the user wrote, and
//    only for Posts created in the last 30 days; otherwise the Post comes back without them and with a partial
//    error of type not-authorized-for-field (https://docs.x.com/x-api/fundamentals/metrics).
//  - A Post carries only id, text, edit_history_tweet_ids unless tweet.fields asks for more (default fields,
//    https://docs.x.com/x-api/fundamentals/fields).
import type { FakeRequest, FakeResponse } from "../oauth-server";

export const TWEET_FIELDS = new Set([
  "article",
  "attachments",
  "author_id",
  "card_uri",
  "community_id",
  "context_annotations",
  "conversation_id",
  "created_at",
  "display_text_range",
  "edit_controls",
  "edit_history_tweet_ids",
  "entities",
  "geo",
  "id",
  "in_reply_to_user_id",
  "lang",
  "media_metadata",
  "non_public_metrics",
  "note_tweet",
  "organic_metrics",
  "possibly_sensitive",
  "promoted_metrics",
  "public_metrics",
  "referenced_tweets",
  "reply_settings",
  "scopes",
  "source",
  "suggested_source_links",
  "text",
  "withheld",
]);

export const USER_FIELDS = new Set([
  "affiliation",
  "confirmed_email",
  "connection_status",
  "created_at",
  "description",
  "entities",
  "id",
  "is_identity_verified",
  "location",
  "most_recent_tweet_id",
  "name",
  "parody",
  "pinned_tweet_id",
  "profile_banner_url",
  "profile_image_url",
  "protected",
  "public_metrics",
  "receives_your_dm",
  "subscription",
  "subscription_type",
  "url",
  "username",
  "verified",
  "verified_followers_count",
  "verified_type",
  "withheld",
]);

/** Metrics only the author may read, and only for a Post younger than 30 days. */
export const PRIVATE_METRICS = ["non_public_metrics", "organic_metrics", "promoted_metrics"];
export const PRIVATE_METRICS_WINDOW_MS = 30 * 86_400_000;

/** The values of a comma-separated fields parameter, or a 400 response naming the ones X does not know. */
export function requestedFields(req: FakeRequest, parameter: string, allowed: Set<string>): string[] | FakeResponse {
  const values = (req.query.get(parameter) ?? "").split(",").filter(Boolean);
  const unknown = values.filter((v) => !allowed.has(v));
  if (unknown.length === 0) return values;
  return {
    status: 400,
    headers: { "content-type": "application/problem+json" },
    body: {
      errors: [
        {
          parameters: { [parameter]: unknown },
          message: `The \`${parameter}\` query parameter value [${unknown[0]}] is not one of [${[...allowed].join(",")}]`,
        },
      ],
      title: "Invalid Request",
      detail: "One or more parameters to your request was invalid.",
      type: "https://api.twitter.com/2/problems/invalid-request",
    },
  };
}

/** X's partial error for a private-metrics field the caller may not read on this Post. */
export function notAuthorizedForField(tweetId: string, field: string) {
  return {
    value: tweetId,
    detail: `Sorry, you are not authorized to access '${field}' on the Tweet with ids: [${tweetId}].`,
    title: "Authorization Error",
    resource_type: "tweet",
    parameter: field,
    resource_id: tweetId,
    section: "data",
    type: "https://api.twitter.com/2/problems/not-authorized-for-field",
  };
}

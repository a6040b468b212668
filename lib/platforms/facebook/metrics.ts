// Facebook post and video insights mapped onto the eight counters. Feed posts: reactions, comments and shares
// from the post's summary fields, views and reach from the media-view insights (the impression metrics were
// retired). Videos and reels: likes and comments from the video, views and reach from video_insights (total_video_views, total_video_views_unique).
// Saves and reposts do not exist on Facebook; impressions are no longer reported.
import { z } from "zod";
import type { GraphClient } from "../meta/graph-client";
import { readInsights } from "../meta/insights";
import { EMPTY_METRICS, type MeasuredMetrics } from "../types";

const summary = z.object({ summary: z.object({ total_count: z.number() }) }).optional();
const postFields = z.object({
  shares: z.object({ count: z.number() }).optional(),
  comments: summary,
  reactions: summary,
  likes: summary,
});

/** Video insights of the Graph API version in use (GRAPH_VERSION), https://developers.facebook.com/docs/video-api/guides/insights. */
export const FACEBOOK_VIDEO_METRICS = ["total_video_views", "total_video_views_unique"];
/** Post insights replacing the retired impressions, https://developers.facebook.com/docs/platforminsights/page/deprecated-metrics. */
export const FACEBOOK_POST_METRICS = ["post_media_view", "post_total_media_view_unique"];

export async function facebookMetrics(client: GraphClient, objectId: string, isVideo: boolean): Promise<MeasuredMetrics> {
  const notes: string[] = [];
  if (isVideo) {
    const fields = await client.get(objectId, { fields: "comments.summary(true).limit(0),likes.summary(true).limit(0)" }, postFields);
    const values = await readInsights(client, `${objectId}/video_insights`, FACEBOOK_VIDEO_METRICS, "Facebook", notes);
    return {
      ...EMPTY_METRICS,
      views: values.get("total_video_views") ?? null,
      reach: values.get("total_video_views_unique") ?? null,
      likes: fields.likes?.summary.total_count ?? null,
      comments: fields.comments?.summary.total_count ?? null,
      ...(notes.length ? { notes } : {}),
    };
  }
  const fields = await client.get(objectId, { fields: "shares,comments.summary(true).limit(0),reactions.summary(true).limit(0)" }, postFields);
  const values = await readInsights(client, `${objectId}/insights`, FACEBOOK_POST_METRICS, "Facebook", notes);
  return {
    ...EMPTY_METRICS,
    views: values.get("post_media_view") ?? null,
    reach: values.get("post_total_media_view_unique") ?? null,
    likes: fields.reactions?.summary.total_count ?? null,
    comments: fields.comments?.summary.total_count ?? null,
    // A post nobody shared has no `shares` field at all.
    shares: fields.shares?.count ?? 0,
    ...(notes.length ? { notes } : {}),
  };
}

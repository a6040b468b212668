// Facebook post and video insights mapped onto the eight counters. Feed posts: reactions, comments and shares
// from the post's summary fields, views and reach from the media-view insights (the impression metrics were
// retired). Videos and reels: likes and comments from the video, views and reach from video_insights.
// Saves and reposts do not exist on Facebook; impressions are no longer reported.
import { z } from "zod";
import { PlatformInvalidContentError } from "../errors";
import type { GraphClient } from "../meta/graph-client";
import { insightValues, insightsAnswer } from "../meta/containers";
import { EMPTY_METRICS, type PostMetrics } from "../types";

const summary = z.object({ summary: z.object({ total_count: z.number() }) }).optional();
const postFields = z.object({
  shares: z.object({ count: z.number() }).optional(),
  comments: summary,
  reactions: summary,
  likes: summary,
});

/** Insights may be unavailable for a metric on this object (code 100): the counters stay null. */
async function optionalInsights(client: GraphClient, path: string, metric: string): Promise<Map<string, number>> {
  try {
    return insightValues(await client.get(path, { metric }, insightsAnswer));
  } catch (error) {
    if (error instanceof PlatformInvalidContentError) return new Map();
    throw error;
  }
}

export async function facebookMetrics(client: GraphClient, objectId: string, isVideo: boolean): Promise<PostMetrics> {
  if (isVideo) {
    const fields = await client.get(objectId, { fields: "comments.summary(true).limit(0),likes.summary(true).limit(0)" }, postFields);
    const insights = await optionalInsights(client, `${objectId}/video_insights`, "total_video_views,total_video_impressions_unique");
    return {
      ...EMPTY_METRICS,
      views: insights.get("total_video_views") ?? null,
      reach: insights.get("total_video_impressions_unique") ?? null,
      likes: fields.likes?.summary.total_count ?? null,
      comments: fields.comments?.summary.total_count ?? null,
    };
  }
  const fields = await client.get(objectId, { fields: "shares,comments.summary(true).limit(0),reactions.summary(true).limit(0)" }, postFields);
  const insights = await optionalInsights(client, `${objectId}/insights`, "post_media_view,post_total_media_view_unique");
  return {
    ...EMPTY_METRICS,
    views: insights.get("post_media_view") ?? null,
    reach: insights.get("post_total_media_view_unique") ?? null,
    likes: fields.reactions?.summary.total_count ?? null,
    comments: fields.comments?.summary.total_count ?? null,
    // A post nobody shared has no `shares` field at all.
    shares: fields.shares?.count ?? 0,
  };
}

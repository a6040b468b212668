// Plausible, deterministic metrics for sandbox posts: figures grow with the post's age and depend only on its
// remote id, with null for every counter the real network does not offer (same mapping as the adapters).
import crypto from "node:crypto";
import type { PlatformId } from "../ids";
import type { PostMetrics, PublishedRef } from "../types";

type Counter = keyof PostMetrics;

export const METRICS_OFFERED: Record<PlatformId, Counter[]> = {
  instagram: ["views", "likes", "comments", "shares", "reach", "saves", "impressions"],
  facebook: ["views", "likes", "comments", "shares", "reach"],
  twitter: ["views", "impressions", "likes", "comments", "reposts", "saves"],
  linkedin: ["impressions", "reach", "likes", "comments", "shares", "reposts"],
  youtube: ["views", "likes", "comments", "shares", "impressions"],
  tiktok: ["views", "likes", "comments", "shares"],
  threads: ["views", "likes", "comments", "reposts", "shares"],
  bluesky: ["likes", "reposts", "comments"],
  mastodon: ["likes", "reposts", "comments"],
  telegram: [],
  discord: ["likes"],
  pinterest: ["impressions", "saves", "likes", "comments"],
};

/** Share of views each counter typically reaches. */
const RATIO: Record<Counter, number> = {
  views: 1,
  impressions: 1.3,
  reach: 0.8,
  likes: 0.06,
  comments: 0.008,
  shares: 0.004,
  saves: 0.01,
  reposts: 0.005,
};

export function sandboxMetrics(platform: PlatformId, ref: PublishedRef, now = new Date()): PostMetrics {
  const hash = crypto.createHash("sha256").update(ref.remotePostId).digest();
  const base = 200 + (hash.readUInt32BE(0) % 5000);
  const ageHours = ref.publishedAt ? Math.max(0, (now.getTime() - ref.publishedAt.getTime()) / 3_600_000) : 0;
  // Saturating growth: about half the final audience after a day.
  const views = Math.round(base * (1 - Math.exp(-(ageHours + 1) / 30)));
  const metrics: PostMetrics = { views: null, likes: null, comments: null, shares: null, reach: null, saves: null, impressions: null, reposts: null };
  METRICS_OFFERED[platform].forEach((counter, index) => {
    const jitter = 0.7 + (hash[4 + index] % 60) / 100;
    metrics[counter] = Math.round(views * RATIO[counter] * jitter);
  });
  return metrics;
}

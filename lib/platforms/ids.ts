// The twelve networks Postlane publishes to; these ids appear in the API, the database and the UI.
import { z } from "zod";

export const PLATFORM_IDS = [
  "instagram",
  "facebook",
  "twitter",
  "linkedin",
  "youtube",
  "tiktok",
  "threads",
  "bluesky",
  "mastodon",
  "telegram",
  "discord",
  "pinterest",
] as const;

export type PlatformId = (typeof PLATFORM_IDS)[number];
export const platformId = z.enum(PLATFORM_IDS, {
  error: (issue) => `must be one of ${PLATFORM_IDS.join(", ")}${issue.input === undefined ? "" : ` (got ${JSON.stringify(issue.input)})`}`,
});

export const PLATFORM_LABELS: Record<PlatformId, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  threads: "Threads",
  bluesky: "Bluesky",
  mastodon: "Mastodon",
  telegram: "Telegram",
  discord: "Discord",
  pinterest: "Pinterest",
};

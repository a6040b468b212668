// Which version of a post a client decided on: a hash of everything the client saw (texts, media, accounts,
// options, time). An edit changes it, so a decision made before is shown as about an older version, while an
// approval itself (which only touches the approval columns) leaves it alone.
import { createHash } from "node:crypto";

export interface VersionedContent {
  title: string | null;
  caption: string | null;
  hashtags: string[];
  mediaUrls: string[];
  mediaAltTexts: string[];
  postType: string;
  platformCaptions: unknown;
  platformOptions: unknown;
  accountMappings: unknown;
  scheduledAt: Date | null;
}

export const versionedContentSelect = {
  title: true,
  caption: true,
  hashtags: true,
  mediaUrls: true,
  mediaAltTexts: true,
  postType: true,
  platformCaptions: true,
  platformOptions: true,
  accountMappings: true,
  scheduledAt: true,
} as const;

export function contentVersion(post: VersionedContent): string {
  const parts = [
    post.title,
    post.caption,
    post.hashtags,
    post.mediaUrls,
    post.mediaAltTexts,
    post.postType,
    post.platformCaptions,
    post.platformOptions,
    post.accountMappings,
    post.scheduledAt?.toISOString() ?? null,
  ];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 32);
}

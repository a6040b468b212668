// The columns a post response needs (lib/api/serializers/serialize-post.ts), shared by every read.
import type { Prisma } from "@/generated/prisma/client";

export const postResponseSelect = {
  id: true,
  title: true,
  caption: true,
  platforms: true,
  status: true,
  scheduledAt: true,
  publishedAt: true,
  mediaUrls: true,
  mediaType: true,
  connectedAccountId: true,
  createdAt: true,
  queuedAt: true,
  attempts: true,
  nextAttemptAt: true,
  platformResults: {
    select: { platform: true, success: true, error: true, remotePostId: true, remotePublishId: true, remotePermalink: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.PostSelect;

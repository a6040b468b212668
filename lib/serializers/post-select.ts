// The columns a post response needs, shared by every read, and the row they make; the HTTP serializer
// (lib/serializers/serialize-post.ts) turns a PostRow into the contract's Post.
import type { Prisma } from "@/generated/prisma/client";
import { approvalSelect, type ApprovalColumns } from "../schemas/approvals";
import type { PostResponse } from "../schemas/posts";

/** A post as the services read it (camelCase, Dates). */
export interface PostRow extends ApprovalColumns {
  id: string;
  title: string | null;
  caption: string | null;
  platforms: string[];
  status: PostResponse["status"];
  scheduledAt: Date | null;
  publishedAt: Date | null;
  mediaUrls: string[];
  mediaType: "image" | "video" | null;
  mediaAltTexts: string[];
  utm: unknown;
  /** The team's notes, never published. */
  notes: string | null;
  connectedAccountId: string | null;
  createdAt: Date;
  queuedAt?: Date | null;
  attempts?: number;
  nextAttemptAt?: Date | null;
  platformResults?: {
    platform: string;
    success: boolean;
    error: string | null;
    remotePostId: string | null;
    remotePublishId: string | null;
    remotePermalink: string | null;
    firstComment?: unknown;
  }[];
}

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
  mediaAltTexts: true,
  utm: true,
  notes: true,
  connectedAccountId: true,
  createdAt: true,
  queuedAt: true,
  attempts: true,
  nextAttemptAt: true,
  ...approvalSelect,
  platformResults: {
    select: { platform: true, success: true, error: true, remotePostId: true, remotePublishId: true, remotePermalink: true, firstComment: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.PostSelect;

// Test data for the publishing pipeline: connected accounts and queued rows made the way the app makes
// them (a draft fanned out by queuePostForPublishing), and waiting for rows to reach a final state.
import { db } from "@/lib/db";
import { encryptToken } from "@/lib/crypto/token-cipher";
import { queuePostForPublishing } from "@/lib/services/posts/queue-post-for-publishing";

export async function makeAccount(
  workspaceId: string,
  platform: string,
  options: {
    sandbox?: boolean;
    accessToken?: string;
    refreshToken?: string;
    settings?: Record<string, unknown>;
    username?: string;
    /** The scopes the network granted at connect (none recorded: []). */
    grantedScopes?: string[];
  } = {},
) {
  return db.socialAccount.create({
    data: {
      workspaceId,
      platform,
      platformUsername: options.username ?? `${platform}_user`,
      platformAccountId: `${platform}-${crypto.randomUUID()}`,
      isSandbox: options.sandbox ?? true,
      accessTokenEnc: encryptToken(options.accessToken ?? "token-1"),
      refreshTokenEnc: options.refreshToken ? encryptToken(options.refreshToken) : null,
      settings: (options.settings ?? {}) as object,
      grantedScopes: options.grantedScopes ?? [],
    },
  });
}

export interface DraftInput {
  caption?: string;
  mode?: "live" | "test";
  mediaUrls?: string[];
  mediaType?: "image" | "video";
  hashtags?: string[];
  platformOptions?: Record<string, unknown>;
  platformCaptions?: Record<string, string>;
  scheduledAt?: Date;
}

export async function makeDraft(workspaceId: string, mappings: { platform: string; accountId?: string }[], input: DraftInput = {}) {
  return db.post.create({
    data: {
      workspaceId,
      mode: input.mode ?? "live",
      caption: input.caption ?? "Hello from Postlane",
      platforms: mappings.map((m) => m.platform),
      accountMappings: mappings,
      mediaUrls: input.mediaUrls ?? [],
      mediaType: input.mediaType ?? null,
      hashtags: input.hashtags ?? [],
      platformOptions: (input.platformOptions ?? {}) as object,
      platformCaptions: (input.platformCaptions ?? {}) as object,
      status: input.scheduledAt ? "scheduled" : "draft",
      scheduledAt: input.scheduledAt ?? null,
    },
  });
}

/** A draft fanned out into queued rows; returns the row ids. */
export async function makeQueuedRows(workspaceId: string, mappings: { platform: string; accountId?: string }[], input: DraftInput = {}) {
  const draft = await makeDraft(workspaceId, mappings, input);
  return db.$transaction((tx) => queuePostForPublishing(tx, { workspaceId, postId: draft.id }));
}

const FINAL = new Set(["published", "failed", "partial_published"]);

export async function waitForFinal(postIds: string[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.post.findMany({ where: { id: { in: postIds } }, include: { platformResults: { orderBy: { createdAt: "asc" } } } });
    if (rows.length === postIds.length && rows.every((row) => FINAL.has(row.status))) {
      return postIds.map((id) => rows.find((row) => row.id === id)!);
    }
    if (Date.now() > deadline) {
      throw new Error(`rows not final after ${timeoutMs} ms: ${rows.map((r) => `${r.id}=${r.status}(attempts ${r.attempts})`).join(", ")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first comment's result on a published row (platform_results[0].first_comment). */
export interface StoredComment {
  status: "posted" | "failed" | "pending";
  id?: string;
  error?: string;
  retry_at?: string;
}

/** Waits until the row is published and its first comment is settled: posted, or failed with no retry to come. */
export async function waitForSettledComment(postId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.post.findUniqueOrThrow({ where: { id: postId }, include: { platformResults: { orderBy: { createdAt: "asc" } } } });
    const comment = (row.platformResults[0]?.firstComment ?? null) as StoredComment | null;
    if (FINAL.has(row.status) && comment && (comment.status === "posted" || (comment.status === "failed" && !comment.retry_at))) return { row, comment };
    if (Date.now() > deadline) throw new Error(`first comment of ${postId} not settled after ${timeoutMs} ms: ${row.status}, ${JSON.stringify(comment)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

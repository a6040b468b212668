// The sandbox publisher: behaves like each network (same validation, ids and permalinks shaped like the
// network's, a container to wait for on video, realistic delays) and never calls a network. Test-mode posts
// and sandbox accounts publish through it. Outcomes are steered by platformOptions.sandbox (./directives.ts).
import { CHAIN_PLATFORMS } from "../chain-items";
import type { PlatformId } from "../ids";
import { PlatformAuthExpiredError, PlatformPermanentError, PlatformRateLimitedError, PlatformRetryableError } from "../errors";
import { supportsFirstComment } from "../first-comment";
import { validateForPlatform } from "../rules";
import type { AdapterState, PhaseContext, PlatformAdapter, PublishedItem } from "../types";
import { failCommentIfAsked } from "./comment-outcome";
import { readDirectives, type SandboxDirectives } from "./directives";
import { sandboxMetrics } from "./metrics";
import { sandboxItem, sandboxPublishId } from "./remote-ids";

/** What the sandbox "network" holds: published items by row and index, and how often each was created. */
const store = ((globalThis as unknown as { __postlaneSandboxStore?: Map<string, { item: PublishedItem; creations: number }> }).__postlaneSandboxStore ??=
  new Map());

/** Times the sandbox created a public item for this row (tests assert exactly one per item). */
export function sandboxCreations(postId: string): number {
  let total = 0;
  for (const [key, entry] of store) if (key.startsWith(`${postId}:`)) total += entry.creations;
  return total;
}

const VIDEO_NETWORKS: ReadonlySet<PlatformId> = new Set(["youtube", "tiktok"]);

function delay(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new DOMException("aborted", "AbortError"));
      },
      { once: true },
    );
  });
}

/** Default per-call latency: a stable 40–240 ms per row, like a real API round trip. */
function latencyFor(ctx: PhaseContext, directives: SandboxDirectives): number {
  if (directives.latencyMs !== undefined) return directives.latencyMs;
  let sum = 0;
  for (const char of ctx.input.postId) sum = (sum * 31 + char.charCodeAt(0)) % 997;
  return 40 + (sum % 200);
}

function itemCount(ctx: PhaseContext, directives: SandboxDirectives): number {
  if (directives.outcome === "partial") return directives.items ?? 2;
  // A thread publishes one item per part on the networks that have one (chain-items.ts).
  const chain = ctx.input.options.chainItems;
  return CHAIN_PLATFORMS.has(ctx.input.platform) && Array.isArray(chain) ? 1 + chain.length : 1;
}

function failIfAsked(phase: SandboxDirectives["phase"], ctx: PhaseContext, directives: SandboxDirectives): void {
  if (directives.phase !== phase) return;
  switch (directives.outcome) {
    case "fail":
      throw new PlatformPermanentError(directives.message ?? 'the network refused this post (sandbox outcome "fail")');
    case "retryable":
      if (ctx.attempt <= (directives.failTimes ?? 2)) {
        throw new PlatformRetryableError(directives.message ?? "the network is temporarily unavailable (sandbox)", { notApplied: true, status: 503 });
      }
      return;
    case "rate_limited":
      if (ctx.attempt <= (directives.failTimes ?? 1)) {
        const retryAt = new Date(Date.now() + (directives.retryAfterSeconds ?? 5) * 1000);
        throw new PlatformRateLimitedError(directives.message ?? "rate limit reached (sandbox)", { retryAt, status: 429 });
      }
      return;
    case "auth_expired":
      if (!ctx.account.credentials.accessToken?.startsWith("sandbox-refreshed-")) {
        throw new PlatformAuthExpiredError("the access token has expired (sandbox)", { status: 401 });
      }
      return;
    case "succeed":
    case "partial":
      return;
  }
}

export function sandboxAdapter(platform: PlatformId): PlatformAdapter {
  return {
    platform,
    validate: (input) => validateForPlatform(input),

    async prepare(ctx) {
      const directives = readDirectives(ctx.input.sandbox, platform);
      await delay(latencyFor(ctx, directives), ctx.signal);
      failIfAsked("prepare", ctx, directives);
      const publishId = typeof ctx.state.publishId === "string" ? ctx.state.publishId : sandboxPublishId(platform, `${ctx.input.postId}:0`);
      const state: AdapterState = { polls: 0 };
      if (publishId) state.publishId = publishId;
      return { state };
    },

    async poll(ctx) {
      const directives = readDirectives(ctx.input.sandbox, platform);
      failIfAsked("poll", ctx, directives);
      const wanted = directives.pendingPolls ?? (VIDEO_NETWORKS.has(platform) || ctx.input.mediaType === "video" ? 1 : 0);
      const polls = typeof ctx.state.polls === "number" ? ctx.state.polls : 0;
      if (polls < wanted) {
        await delay(latencyFor(ctx, directives), ctx.signal);
        return { status: "pending", checkAfterMs: directives.checkAfterMs ?? 1000, state: { polls: polls + 1 } };
      }
      return { status: "ready" };
    },

    async publish(ctx) {
      const directives = readDirectives(ctx.input.sandbox, platform);
      await delay(latencyFor(ctx, directives), ctx.signal);
      const index = ctx.items.length;
      const total = itemCount(ctx, directives);
      if (directives.outcome === "partial" && index === total - 1) {
        throw new PlatformPermanentError(directives.message ?? `item ${index + 1} of ${total} was refused (sandbox outcome "partial")`);
      }
      failIfAsked("publish", ctx, directives);
      const key = `${ctx.input.postId}:${index}`;
      const item = sandboxItem(platform, ctx.account, key);
      const entry = store.get(key);
      store.set(key, { item, creations: (entry?.creations ?? 0) + 1 });
      return { item, more: index + 1 < total };
    },

    async findExisting(ctx) {
      const directives = readDirectives(ctx.input.sandbox, platform);
      const entry = store.get(`${ctx.input.postId}:${ctx.items.length}`);
      if (!entry) return { status: "absent" };
      return { status: "found", item: entry.item, more: ctx.items.length + 1 < itemCount(ctx, directives) };
    },

    async fetchMetrics(ref) {
      return sandboxMetrics(platform, ref);
    },

    // A first comment wherever the network takes one (first-comment.ts), kept like a published item.
    ...(supportsFirstComment(platform)
      ? {
          firstComment: {
            async publish(ctx) {
              const directives = readDirectives(ctx.input.sandbox, platform);
              await delay(latencyFor(ctx, directives), ctx.signal);
              failCommentIfAsked(ctx.input.sandbox, platform, ctx.comment.key);
              const item = sandboxItem(platform, ctx.account, ctx.comment.key);
              const entry = store.get(ctx.comment.key);
              store.set(ctx.comment.key, { item, creations: (entry?.creations ?? 0) + 1 });
              return item;
            },
            async findExisting(ctx) {
              const entry = store.get(ctx.comment.key);
              return entry ? { status: "found" as const, item: entry.item } : { status: "absent" as const };
            },
          },
        }
      : {}),

    async refreshToken(account) {
      if (account.settings.sandboxRefresh === "fail") {
        throw new PlatformAuthExpiredError("access was revoked (sandbox)");
      }
      return { accessToken: `sandbox-refreshed-${Date.now()}`, expiresAt: new Date(Date.now() + 3_600_000) };
    },
  };
}

// How a test-mode post steers the sandbox's first comment (platformOptions.sandbox, like ./directives.ts):
//
//   { "commentOutcome": "fail" }                          the network refuses the comment (a missing permission)
//   { "commentOutcome": "retryable", "commentFailTimes": 2 }  a blip on the first 2 tries, then it is posted
//   { "commentOutcome": "rate_limited", "retryAfterSeconds": 5 }
//
// commentFailTimes (default 1) counts the tries of this comment in this process, so "fail" once, then a retry
// by a person posts it (as after the permission was granted).
import { PlatformPermanentError, PlatformRateLimitedError, PlatformRetryableError } from "../errors";
import type { PlatformId } from "../ids";

const tries = ((globalThis as unknown as { __postlaneSandboxCommentTries?: Map<string, number> }).__postlaneSandboxCommentTries ??= new Map());

function read(raw: Record<string, unknown> | undefined, platform: PlatformId) {
  const base = raw && typeof raw === "object" ? raw : {};
  const own = base[platform] && typeof base[platform] === "object" ? (base[platform] as Record<string, unknown>) : {};
  const merged = { ...base, ...own };
  const outcome = ["fail", "retryable", "rate_limited"].includes(merged.commentOutcome as string) ? (merged.commentOutcome as string) : "succeed";
  const failTimes = typeof merged.commentFailTimes === "number" && merged.commentFailTimes >= 0 ? merged.commentFailTimes : 1;
  const retryAfterSeconds = typeof merged.retryAfterSeconds === "number" && merged.retryAfterSeconds >= 0 ? merged.retryAfterSeconds : 5;
  return { outcome, failTimes, retryAfterSeconds };
}

/** Throws the steered failure for this try of the comment `key`, if any. */
export function failCommentIfAsked(raw: Record<string, unknown> | undefined, platform: PlatformId, key: string): void {
  const { outcome, failTimes, retryAfterSeconds } = read(raw, platform);
  if (outcome === "succeed") return;
  const attempt = (tries.get(key) ?? 0) + 1;
  tries.set(key, attempt);
  if (attempt > failTimes) return;
  if (outcome === "fail") throw new PlatformPermanentError("the account is not allowed to comment (sandbox)", { status: 403 });
  if (outcome === "retryable") throw new PlatformRetryableError("the network is temporarily unavailable (sandbox)", { notApplied: true, status: 503 });
  throw new PlatformRateLimitedError("rate limit reached (sandbox)", { retryAt: new Date(Date.now() + retryAfterSeconds * 1000), status: 429 });
}

// How a test-mode post steers the sandbox publisher: `platformOptions.sandbox` (for every row of the post),
// optionally refined per network in `platformOptions.sandbox.<platform>`.
//
//   { "outcome": "succeed" }                          default
//   { "outcome": "fail", "message": "…" }             the network refuses the post (row failed)
//   { "outcome": "retryable", "failTimes": 2 }        a blip on the first 2 attempts, then success
//   { "outcome": "rate_limited", "retryAfterSeconds": 30, "failTimes": 1 }
//   { "outcome": "auth_expired", "refresh": "ok" | "fail", "failTimes": 1 }
//   { "outcome": "partial", "items": 3 }              items 1..n-1 published, the last refused (partial_published)
//   { "phase": "prepare" | "poll" | "publish" }       where the failure happens (default publish)
//   { "latencyMs": 0, "pendingPolls": 2 }             per-call delay; polls answering "pending" before "ready"
import { z } from "zod";
import type { PlatformId } from "../ids";

export const sandboxDirectives = z.object({
  outcome: z.enum(["succeed", "fail", "retryable", "rate_limited", "auth_expired", "partial"]).catch("succeed").default("succeed"),
  message: z.string().optional().catch(undefined),
  failTimes: z.number().int().min(0).max(100).optional().catch(undefined),
  retryAfterSeconds: z.number().min(0).max(86_400).optional().catch(undefined),
  refresh: z.enum(["ok", "fail"]).catch("ok").default("ok"),
  items: z.number().int().min(2).max(25).optional().catch(undefined),
  phase: z.enum(["prepare", "poll", "publish"]).catch("publish").default("publish"),
  latencyMs: z.number().int().min(0).max(60_000).optional().catch(undefined),
  pendingPolls: z.number().int().min(0).max(20).optional().catch(undefined),
  checkAfterMs: z.number().int().min(0).max(60_000).optional().catch(undefined),
});

export type SandboxDirectives = z.infer<typeof sandboxDirectives>;

export function readDirectives(raw: Record<string, unknown> | undefined, platform: PlatformId): SandboxDirectives {
  const base = raw && typeof raw === "object" ? raw : {};
  const specific = base[platform];
  const merged = specific && typeof specific === "object" ? { ...base, ...(specific as object) } : base;
  return sandboxDirectives.parse(merged);
}

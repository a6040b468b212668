// Do two composer checks in flight run side by side? POST /api/posts/check is a route handler; the composer
// used to ask the same question through a server action, and Next's client runs a page's server actions one at
// a time, so a second check (or a save) waited for the first to finish. This bench signs a fresh user in and
// times, against a running server, two checks of a long draft (a 16,000-character caption for four networks):
//   - baseline: one after the other (what the server-action queue enforced);
//   - the two sent together (what the composer's route handler allows).
// Medians of BENCH_RUNS runs (default 15). Figures, never assertions. The server's environment (DATABASE_URL,
// POSTLANE_DATA_DIR) must be this process's too: the user is made with the admin CLI.
//
// What to read from it: a check is mostly CPU work (counting and validating 16,000 characters per network) on
// the server's one Node thread, so two sent together finish about when two in a row do; only their waits on
// the database (session, membership) overlap. Last run (2 shared cores): one check 18-20 ms, two in a row
// 28-33 ms, two together 24-37 ms (0.85-1.12x). What the route handler removes is the browser's queue: a
// server action waits for every action before it (a check behind a save or an upload URL) and cannot be
// cancelled, while a fetch is sent at once and aborted when its draft has moved on.
//
//   BENCH_URL=http://127.0.0.1:3701 DATABASE_URL=… POSTLANE_DATA_DIR=… npx tsx bench/composer/check-concurrency.ts
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";

const BASE = process.env.BENCH_URL ?? "http://127.0.0.1:3701";
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PASSWORD = "correct horse battery";

function cookiesFrom(res: Response, jar: Map<string, string>): void {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** Signs in as the sign-in form does (CSRF token, then the credentials callback); returns the Cookie header. */
async function signIn(email: string): Promise<string> {
  const jar = new Map<string, string>();
  const csrf = await fetch(`${BASE}/api/auth/csrf`);
  cookiesFrom(csrf, jar);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${BASE}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ email, password: PASSWORD, csrfToken, json: "true" }),
  });
  cookiesFrom(res, jar);
  if (![...jar.keys()].some((k) => k.endsWith("next-auth.session-token"))) throw new Error(`sign-in failed (HTTP ${res.status})`);
  return cookieHeader(jar);
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

async function main(): Promise<void> {
  const email = `bench-check-${Date.now()}@example.test`;
  const user = JSON.parse(execFileSync("npx", ["tsx", "scripts/cli.ts", "user", "create", "--email", email, "--password", PASSWORD], { encoding: "utf8" }))
    .user as {
    personalWorkspaceId: string;
  };
  const cookie = await signIn(email);
  const draft = { caption: "A sentence about the spring launch, with a link https://example.com/spring. ".repeat(210).slice(0, 16_000), hashtags: ["launch"] };
  const check = async () => {
    const res = await fetch(`${BASE}/api/posts/check?workspace=${user.personalWorkspaceId}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ platforms: ["twitter", "bluesky", "mastodon", "linkedin"], draft }),
    });
    if (!res.ok) throw new Error(`check answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const one = await median(check);
  const queued = await median(async () => {
    await check();
    await check();
  });
  const together = await median(() => Promise.all([check(), check()]));
  console.log(`one check                               median ${one.toFixed(1)} ms`);
  console.log(`two checks, one after the other (base)  median ${queued.toFixed(1)} ms`);
  console.log(`two checks sent together                median ${together.toFixed(1)} ms  (${(together / queued).toFixed(2)}× the baseline)`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

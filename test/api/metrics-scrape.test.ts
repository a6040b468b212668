// Issue 25: GET /metrics over real HTTP. Without METRICS_TOKEN the path does not exist (404); with it, a
// scrape needs the bearer token (401 without or with a wrong one) and shows every family, with the publish
// counter and the latency histogram moving after a post is published through the API.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { PublishingWorker } from "@/lib/publishing/worker";
import { waitForFinal } from "@/test/publishing/rows";
import { startObservedApiServer, type ObservedApiServer } from "@/test/support/observed-api-server";
import { makeApiWorkspace } from "./api-fixture";

const TOKEN = `metrics-${crypto.randomUUID()}`;
let server: ObservedApiServer;

beforeAll(async () => {
  server = await startObservedApiServer();
});
afterAll(() => server.close());
afterEach(() => {
  delete process.env.METRICS_TOKEN;
  resetEnv();
});

function useToken(token: string | undefined) {
  if (token) process.env.METRICS_TOKEN = token;
  else delete process.env.METRICS_TOKEN;
  resetEnv();
}

async function scrape(authorization?: string) {
  const response = await fetch(`${server.origin}/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: response.status, contentType: response.headers.get("content-type"), text: await response.text() };
}

/** The value of one sample line (`name{labels} value`), 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}

const FAMILIES = [
  "postlane_http_request_duration_seconds",
  "postlane_publish_attempts_total",
  "postlane_claim_takeovers_total",
  "postlane_webhook_deliveries_total",
  "postlane_email_attempts_total",
  "postlane_sweep_runs_total",
  "postlane_queued_rows",
  "postlane_oldest_queued_age_seconds",
  "postlane_webhook_backlog",
  "postlane_webhook_endpoints_disabled",
  "postlane_webhook_endpoints_failing",
  "postlane_accounts",
  "postlane_metric_read_budget",
  "postlane_metric_reads_used",
  "postlane_email_outbox",
  // The runtime's own (prom-client's collectDefaultMetrics, standard names).
  "process_cpu_seconds_total",
  "process_resident_memory_bytes",
  "nodejs_eventloop_lag_seconds",
  "nodejs_heap_size_used_bytes",
  "nodejs_gc_duration_seconds",
];

describe("GET /metrics", () => {
  it("is 404 without METRICS_TOKEN, and asks for the token when it is set", async () => {
    useToken(undefined);
    expect((await scrape()).status).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    useToken(TOKEN);
    expect((await scrape()).status).toBe(401);
    expect((await scrape("Bearer not-the-token-at-all")).status).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.contentType).toContain("text/plain");
  });

  it("shows every family, and the publish counter, queue gauges and latency histogram move with a publish", async () => {
    useToken(TOKEN);
    const w = await makeApiWorkspace();
    const before = (await scrape(`Bearer ${TOKEN}`)).text;
    for (const family of FAMILIES) expect(before, family).toContain(`# TYPE ${family} `);
    const published = () => sample(before, "postlane_publish_attempts_total", { network: "bluesky", outcome: "published" });
    const publishedBefore = published();

    const created = await fetch(`${server.origin}/functions/v1/api/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${w.keys.test}`, "content-type": "application/json" },
      body: JSON.stringify({
        caption: "Metrics day",
        status: "published",
        accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }],
        platformOptions: { sandbox: { latencyMs: 0, pendingPolls: 0 } },
      }),
    });
    expect(created.status).toBe(201);
    const { postIds } = (await created.json()) as { postIds: string[] };

    // Queued and not yet picked up: the queue gauges see the row.
    const queued = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(sample(queued, "postlane_queued_rows", { network: "bluesky" })).toBeGreaterThanOrEqual(1);
    expect(sample(queued, "postlane_oldest_queued_age_seconds")).toBeGreaterThan(0);

    const worker = new PublishingWorker({ workspaceIds: [w.workspaceId], sweepIntervalMs: 30 });
    worker.start();
    try {
      const [row] = await waitForFinal(postIds);
      expect(row.status).toBe("published");
    } finally {
      await worker.stop();
    }

    const after = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(sample(after, "postlane_publish_attempts_total", { network: "bluesky", outcome: "published", error_kind: "none" })).toBe(publishedBefore + 1);
    expect(
      sample(after, "postlane_http_request_duration_seconds_count", { route: "/functions/v1/api/posts", method: "POST", status_class: "2xx" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, "postlane_sweep_runs_total", { sweep: "publishing", outcome: "ok" })).toBeGreaterThanOrEqual(1);
    expect(sample(after, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(sample(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // The fixture's two sandbox accounts are healthy; the read budget of X is its default.
    expect(sample(after, "postlane_accounts", { health: "ok" })).toBeGreaterThanOrEqual(2);
    expect(sample(after, "postlane_metric_read_budget", { network: "twitter" })).toBe(10_000);
    // Scrapes are not requests of the app: they add no latency samples of their own.
    expect(after).not.toContain('route="/metrics"');
  }, 60_000);
});

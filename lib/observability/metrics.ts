// The Prometheus registry (prom-client) and the counters and histograms the app moves as work happens. Gauges
// read from the database on each scrape live with the endpoint (lib/server/metrics), which sits above the
// modules these count. Names and labels: docs/operations-logs-metrics.md. On globalThis, as the logger is:
// Next may load this module a second time, and a scrape must see the counts of both copies.
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

function createMetrics() {
  const registry = new Registry();
  // The runtime's own metrics under their standard names (process_cpu_seconds_total, process_resident_memory_bytes,
  // nodejs_eventloop_lag_seconds, nodejs_gc_duration_seconds, nodejs_heap_size_used_bytes…), so stock Node.js
  // dashboards and alerts work unchanged. Read when scraped; between scrapes only the event-loop delay monitor
  // (sampled natively) and a callback per garbage collection run.
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: "postlane_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route pattern, method and status class.",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    publishAttempts: new Counter({
      name: "postlane_publish_attempts_total",
      help: "Publish attempts that ended, by network, outcome (published, partial_published, failed, retry) and error kind.",
      labelNames: ["network", "outcome", "error_kind"] as const,
      registers: [registry],
    }),
    claimTakeovers: new Counter({
      name: "postlane_claim_takeovers_total",
      help: "Queued rows claimed while another worker's claim was on them (its lease ran out or its instance died).",
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: "postlane_webhook_deliveries_total",
      help: "Webhook delivery attempts, by outcome (succeeded, retry, failed).",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    emailsSent: new Counter({
      name: "postlane_email_attempts_total",
      help: "Email send attempts, by outcome (sent, retry, failed, stored).",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    sweepRuns: new Counter({
      name: "postlane_sweep_runs_total",
      help: "Runs of the periodic sweeps, by sweep and outcome (ok, failed).",
      labelNames: ["sweep", "outcome"] as const,
      registers: [registry],
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;
const holder = globalThis as unknown as { __postlaneMetrics?: Metrics };

/** The process's registry and its counters. */
export function metrics(): Metrics {
  holder.__postlaneMetrics ??= createMetrics();
  return holder.__postlaneMetrics;
}

/** `2xx`, `4xx` …: few label values, so the histogram stays small. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

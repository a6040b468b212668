// Gauges read from the database when Prometheus scrapes (prom-client's collect()), so nothing is counted
// between scrapes: one cheap statement per family, each served by an index (the queue by posts' status
// indexes, the webhook backlog by its due index, the outbox by email_outbox_due_idx, the read budgets by
// metric_snapshots_platform_fetched_idx). Gauges that share a statement share one read per scrape.
import { Prisma } from "@/generated/prisma/client";
import { Gauge, type Registry } from "prom-client";
import { monthlyReadBudget } from "@/lib/analytics/cadence";
import { readRows } from "@/lib/db";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";

/** One read shared by the gauges of a family during one scrape (prom-client collects them concurrently). */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().finally(() => setTimeout(() => (pending = undefined), 0));
    return pending;
  };
}

interface QueueRow {
  network: string;
  queued: number;
  oldest_seconds: number | null;
}

interface WebhookRow {
  backlog: number;
  disabled: number;
  failing: number;
}

interface CountRow {
  label: string;
  n: number;
}

const readQueue = () =>
  readRows<QueueRow>(Prisma.sql`
    SELECT COALESCE(platforms[1], 'unknown') AS network, count(*)::int AS queued,
           EXTRACT(EPOCH FROM now() - min(COALESCE(queued_at, created_at)))::float8 AS oldest_seconds
    FROM posts WHERE status = 'queued' AND deleted_at IS NULL GROUP BY 1`);

const readWebhooks = () =>
  readRows<WebhookRow>(Prisma.sql`
    SELECT (SELECT count(*) FROM webhook_deliveries WHERE next_attempt_at IS NOT NULL AND status = 'pending')::int AS backlog,
           (SELECT count(*) FROM webhook_endpoints WHERE disabled_at IS NOT NULL)::int AS disabled,
           (SELECT count(*) FROM webhook_endpoints WHERE failing_since IS NOT NULL AND disabled_at IS NULL)::int AS failing`);

/** The first matching state names an account's token health (docs/operations-logs-metrics.md). */
const readAccounts = () =>
  readRows<CountRow>(Prisma.sql`
    SELECT CASE WHEN NOT is_connected THEN 'disconnected'
                WHEN requires_reauth THEN 'requires_reauth'
                WHEN token_error IS NOT NULL THEN 'renewal_failing'
                WHEN token_expires_at IS NOT NULL AND token_expires_at < now() THEN 'expired'
                ELSE 'ok' END AS label,
           count(*)::int AS n
    FROM social_accounts GROUP BY 1`);

const readOutbox = () => readRows<CountRow>(Prisma.sql`SELECT status::text AS label, count(*)::int AS n FROM email_outbox GROUP BY 1`);

function budgetedNetworks(): { network: PlatformId; budget: number }[] {
  return PLATFORM_IDS.flatMap((network) => {
    const budget = monthlyReadBudget(network);
    return budget === undefined ? [] : [{ network, budget }];
  });
}

/** Live metric reads spent this UTC month by each network that has a monthly budget (as refresh-metrics counts them). */
async function readBudgetUse(networks: PlatformId[]): Promise<CountRow[]> {
  if (networks.length === 0) return [];
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return readRows<CountRow>(Prisma.sql`
    SELECT s.platform AS label, count(*)::int AS n
    FROM metric_snapshots s JOIN posts p ON p.id = s.post_id
    WHERE s.platform = ANY(${networks}::text[]) AND s.fetched_at >= ${monthStart} AND p.mode = 'live'
    GROUP BY 1`);
}

/** Registers the database gauges on `registry` (once per registry). */
export function registerDatabaseGauges(registry: Registry): void {
  if (registry.getSingleMetric("postlane_queued_rows")) return;
  const queue = sharedRead(readQueue);
  new Gauge({
    name: "postlane_queued_rows",
    help: "Rows waiting to be published (status queued), by network.",
    labelNames: ["network"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queue()) this.set({ network: row.network }, row.queued);
    },
  });
  new Gauge({
    name: "postlane_oldest_queued_age_seconds",
    help: "Age of the oldest queued row (since it was queued); 0 when none is queued.",
    registers: [registry],
    async collect() {
      const rows = await queue();
      this.set(Math.max(0, ...rows.map((row) => row.oldest_seconds ?? 0)));
    },
  });

  const webhooks = sharedRead(async () => (await readWebhooks())[0]);
  const webhookGauge = (name: string, help: string, pick: (row: WebhookRow) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await webhooks()));
      },
    });
  webhookGauge("postlane_webhook_backlog", "Webhook deliveries waiting for their first or next attempt.", (row) => row.backlog);
  webhookGauge("postlane_webhook_endpoints_disabled", "Webhook endpoints disabled after failing for days.", (row) => row.disabled);
  webhookGauge("postlane_webhook_endpoints_failing", "Enabled webhook endpoints whose deliveries have been failing (failing_since set).", (row) => row.failing);

  new Gauge({
    name: "postlane_accounts",
    help: "Connected social accounts by token health (ok, expired, renewal_failing, requires_reauth, disconnected).",
    labelNames: ["health"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readAccounts()) this.set({ health: row.label }, row.n);
    },
  });

  const budgets = sharedRead(async () => {
    const networks = budgetedNetworks();
    const used = new Map((await readBudgetUse(networks.map((n) => n.network))).map((row) => [row.label, row.n]));
    return networks.map(({ network, budget }) => ({ network, budget, used: used.get(network) ?? 0 }));
  });
  new Gauge({
    name: "postlane_metric_read_budget",
    help: "Live metric reads a network allows per calendar month (networks with a budget only).",
    labelNames: ["network"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await budgets()) this.set({ network: row.network }, row.budget);
    },
  });
  new Gauge({
    name: "postlane_metric_reads_used",
    help: "Live metric reads spent this UTC month, by network with a budget.",
    labelNames: ["network"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await budgets()) this.set({ network: row.network }, row.used);
    },
  });

  new Gauge({
    name: "postlane_email_outbox",
    help: "Emails in the outbox by status (queued, sending, sent, failed, stored).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readOutbox()) this.set({ status: row.label }, row.n);
    },
  });
}

// The state of the whole instance for its operators (the /admin page and `npm run cli -- status`): the publishing
// queue, the last day's failures by network and reason, accounts waiting for a reconnect, webhook endpoints in
// trouble, the email outbox, the database's size, the version and how long the processes have run. Across
// every workspace, read-only. Callers check who asks (the page: POSTLANE_ADMIN_EMAILS; the CLI: whoever can run
// it on the machine). Each section is one aggregate statement, so the page stays quick on a year of data.
import { db } from "../../db";
import packageJson from "../../../package.json" with { type: "json" };
import { databaseSize, type DatabaseSize } from "./database-size";

/** Lists on the page stop here; the totals still count every row. */
const LIST_LIMIT = 50;
/** A publishing instance that has not renewed its heartbeat for this long is not counted as running. */
const LIVE_HEARTBEAT_SECONDS = 30;

interface QueueStatus {
  /** Rows waiting for a worker (new, or between retries). */
  waiting: number;
  /** Rows a worker holds a live claim on right now. */
  publishing: number;
  oldestQueuedAt: Date | null;
  oldestQueuedAgeSeconds: number | null;
}

interface FailureGroup {
  platform: string;
  reason: string;
  count: number;
  lastAt: Date;
}

interface AccountNeedingReconnect {
  id: string;
  workspaceName: string;
  platform: string;
  username: string;
  reason: string | null;
  since: Date | null;
}

interface TroubledWebhookEndpoint {
  id: string;
  workspaceName: string;
  /** Scheme and host only: webhook URLs often carry their secret in the path or query. */
  host: string;
  failingSince: Date | null;
  disabledAt: Date | null;
  disabledReason: string | null;
  pendingDeliveries: number;
}

interface OutboxStatus {
  byStatus: Record<string, number>;
  total: number;
  /** The oldest message still waiting to be sent (queued or sending). */
  oldestWaitingAt: Date | null;
}

export interface InstanceStatus {
  generatedAt: Date;
  version: string;
  process: { startedAt: Date; uptimeSeconds: number };
  /** Publishing workers with a recent heartbeat, in every process on this database. */
  workers: { id: string; startedAt: Date; heartbeatAt: Date }[];
  queue: QueueStatus;
  failures: { sinceHours: 24; total: number; groups: FailureGroup[] };
  accountsNeedingReconnect: { total: number; accounts: AccountNeedingReconnect[] };
  webhookEndpoints: { total: number; endpoints: TroubledWebhookEndpoint[] };
  outbox: OutboxStatus;
  database: DatabaseSize;
}

async function queueStatus(now: Date): Promise<QueueStatus> {
  const [row] = await db.$queryRaw<{ waiting: number; publishing: number; oldest: Date | null }[]>`
    SELECT count(*) FILTER (WHERE claimed_by IS NULL OR lease_until IS NULL OR lease_until <= now())::int AS waiting,
           count(*) FILTER (WHERE claimed_by IS NOT NULL AND lease_until > now())::int AS publishing,
           min(coalesce(queued_at, updated_at)) AS oldest
    FROM posts
    WHERE status = 'queued' AND deleted_at IS NULL`;
  return {
    waiting: row.waiting,
    publishing: row.publishing,
    oldestQueuedAt: row.oldest,
    oldestQueuedAgeSeconds: row.oldest ? Math.max(0, Math.round((now.getTime() - row.oldest.getTime()) / 1000)) : null,
  };
}

async function recentFailures(): Promise<InstanceStatus["failures"]> {
  // A failed result's error reads "<network>: <what happened>"; the network is its own column, so the reason
  // drops that prefix, and long texts are cut so near-identical ones still group together.
  const rows = await db.$queryRaw<{ platform: string; reason: string; count: number; last_at: Date; total: number }[]>`
    SELECT platform, reason, count(*)::int AS count, max(created_at) AS last_at, sum(count(*)) OVER ()::int AS total
    FROM (
      SELECT platform, created_at,
             left(regexp_replace(coalesce(error, 'no reason recorded'), '^[a-z_]+: ', ''), 160) AS reason
      FROM platform_results
      WHERE success = false AND created_at > now() - interval '24 hours'
    ) failed
    GROUP BY platform, reason
    ORDER BY count DESC, last_at DESC
    LIMIT ${LIST_LIMIT}`;
  return {
    sinceHours: 24,
    total: rows[0]?.total ?? 0,
    groups: rows.map((r) => ({ platform: r.platform, reason: r.reason, count: r.count, lastAt: r.last_at })),
  };
}

async function accountsNeedingReconnect(): Promise<InstanceStatus["accountsNeedingReconnect"]> {
  const rows = await db.$queryRaw<
    { id: string; workspace_name: string; platform: string; username: string; reason: string | null; since: Date | null; total: number }[]
  >`
    SELECT a.id::text, w.name AS workspace_name, a.platform, a.platform_username AS username, a.token_error AS reason,
           coalesce(a.token_error_at, a.updated_at) AS since, count(*) OVER ()::int AS total
    FROM social_accounts a JOIN workspaces w ON w.id = a.workspace_id
    WHERE a.requires_reauth AND a.is_connected
    ORDER BY since DESC
    LIMIT ${LIST_LIMIT}`;
  return {
    total: rows[0]?.total ?? 0,
    accounts: rows.map((r) => ({ id: r.id, workspaceName: r.workspace_name, platform: r.platform, username: r.username, reason: r.reason, since: r.since })),
  };
}

function urlHost(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "(not a valid URL)";
  }
}

async function troubledWebhookEndpoints(): Promise<InstanceStatus["webhookEndpoints"]> {
  const rows = await db.$queryRaw<
    {
      id: string;
      workspace_name: string;
      url: string;
      failing_since: Date | null;
      disabled_at: Date | null;
      disabled_reason: string | null;
      pending: number;
      total: number;
    }[]
  >`
    SELECT e.id::text, w.name AS workspace_name, e.url, e.failing_since, e.disabled_at, e.disabled_reason,
           (SELECT count(*) FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status = 'pending')::int AS pending,
           count(*) OVER ()::int AS total
    FROM webhook_endpoints e JOIN workspaces w ON w.id = e.workspace_id
    WHERE e.failing_since IS NOT NULL OR e.disabled_at IS NOT NULL
    ORDER BY coalesce(e.disabled_at, e.failing_since) DESC
    LIMIT ${LIST_LIMIT}`;
  return {
    total: rows[0]?.total ?? 0,
    endpoints: rows.map((r) => ({
      id: r.id,
      workspaceName: r.workspace_name,
      host: urlHost(r.url),
      failingSince: r.failing_since,
      disabledAt: r.disabled_at,
      disabledReason: r.disabled_reason,
      pendingDeliveries: r.pending,
    })),
  };
}

async function outboxStatus(): Promise<OutboxStatus> {
  const rows = await db.$queryRaw<{ status: string; count: number; oldest_waiting: Date | null }[]>`
    SELECT status::text AS status, count(*)::int AS count,
           min(created_at) FILTER (WHERE status IN ('queued', 'sending')) AS oldest_waiting
    FROM email_outbox
    GROUP BY status`;
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.count]));
  const waiting = rows.map((r) => r.oldest_waiting).filter((d): d is Date => d !== null);
  return {
    byStatus,
    total: rows.reduce((sum, r) => sum + r.count, 0),
    oldestWaitingAt: waiting.length ? new Date(Math.min(...waiting.map((d) => d.getTime()))) : null,
  };
}

async function liveWorkers(): Promise<InstanceStatus["workers"]> {
  const rows = await db.$queryRaw<{ id: string; started_at: Date; heartbeat_at: Date }[]>`
    SELECT id, started_at, heartbeat_at FROM publishing_instances
    WHERE heartbeat_at > now() - make_interval(secs => ${LIVE_HEARTBEAT_SECONDS})
    ORDER BY started_at`;
  return rows.map((r) => ({ id: r.id, startedAt: r.started_at, heartbeatAt: r.heartbeat_at }));
}

export async function getInstanceStatus(): Promise<InstanceStatus> {
  const now = new Date();
  const uptimeSeconds = Math.round(process.uptime());
  // One after another: the embedded database runs one statement at a time anyway, and on PostgreSQL this keeps
  // the page to one pooled connection.
  const queue = await queueStatus(now);
  const failures = await recentFailures();
  const accounts = await accountsNeedingReconnect();
  const webhookEndpoints = await troubledWebhookEndpoints();
  const outbox = await outboxStatus();
  const workers = await liveWorkers();
  const database = await databaseSize();
  return {
    generatedAt: now,
    version: packageJson.version,
    process: { startedAt: new Date(now.getTime() - uptimeSeconds * 1000), uptimeSeconds },
    workers,
    queue,
    failures,
    accountsNeedingReconnect: accounts,
    webhookEndpoints,
    outbox,
    database,
  };
}

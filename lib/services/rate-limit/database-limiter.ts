// The rate limiters' store when REDIS_URL is unset: the rate_limit_counters table, on PostgreSQL or the
// embedded database alike (lib/db.ts's readRows runs on either), so a count survives a restart (kill -9
// included) and every instance on the database shares it. Each consume is one atomic statement: the upsert
// adds the points, starts a new window when the old one has passed, and starts the block on the request
// that first goes past the budget, all against the database's clock, so instances with skewed clocks agree.
//
// Not rate-limiter-flexible's own stores: RateLimiterPostgres needs a pg client (the embedded database has
// none), and RateLimiterPrisma restarts a window in two statements and on the app's clock. This one answers
// the same way (RateLimiterRes; consume rejects with one past the budget), for the few calls the app makes:
// consume, get, delete, reward. For rare requests (sign-in, reset, sign-up, registrations, failed key
// lookups); the API's per-key budget, on every request, uses shared-window-counter.ts instead.
import { Prisma } from "@/generated/prisma/client";
import { RateLimiterRes } from "rate-limiter-flexible";
import { readRows } from "../../db";

/** What the app calls on a limiter, whichever its store (RateLimiterRedis and RateLimiterMemory fit it too). */
export interface Limiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  delete(key: string): Promise<boolean>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
}

export interface DatabaseLimiterOptions {
  /** Prefix of the rows' keys: `<keyPrefix>:<key>`. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** Seconds a key stays refused from the request that first went past the budget (0: until the window ends). */
  blockSeconds: number;
}

interface CounterRow {
  points: number;
  ms_left: number;
}

/**
 * Adds `points` to the rows of `keys` (one per key, same order), in one statement. A row whose window has
 * passed starts a new one; with `blockSeconds`, the addition that first takes a row past `limit` pushes its
 * end to now + blockSeconds. Rows are locked in key order, so two instances' flushes cannot deadlock.
 * Returns each key's points and milliseconds left in its window.
 */
export async function addToCounters(
  entries: { key: string; points: number; windowMs: number }[],
  limit: number | null = null,
  blockSeconds = 0,
): Promise<Map<string, CounterRow>> {
  const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await readRows<CounterRow & { key: string }>(Prisma.sql`
    INSERT INTO rate_limit_counters AS c (key, points, expires_at)
    SELECT k, n, now() + w * interval '1 millisecond'
      FROM unnest(${sorted.map((e) => e.key)}::text[], ${sorted.map((e) => e.points)}::int[], ${sorted.map((e) => e.windowMs)}::float8[]) WITH ORDINALITY AS t(k, n, w, i)
      ORDER BY i
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN c.expires_at <= now() THEN EXCLUDED.points ELSE c.points + EXCLUDED.points END,
      expires_at = CASE
        WHEN c.expires_at <= now() THEN EXCLUDED.expires_at
        WHEN ${blockSeconds}::float8 > 0 AND c.points <= ${limit}::int AND c.points + EXCLUDED.points > ${limit}::int
          THEN now() + ${blockSeconds}::float8 * interval '1 second'
        ELSE c.expires_at END
    RETURNING key, points, (extract(epoch FROM expires_at - now()) * 1000)::float8 AS ms_left`);
  return new Map(rows.map((row) => [row.key, { points: row.points, ms_left: Math.max(0, row.ms_left) }]));
}

export class DatabaseLimiter implements Limiter {
  constructor(private readonly options: DatabaseLimiterOptions) {}

  private rowKey(key: string): string {
    return `${this.options.keyPrefix}:${key}`;
  }

  private result(row: CounterRow, changed: number): RateLimiterRes {
    return new RateLimiterRes(Math.max(0, this.options.points - row.points), row.ms_left, row.points, row.points === changed);
  }

  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    const { points: limit, durationSeconds, blockSeconds } = this.options;
    const rowKey = this.rowKey(key);
    const row = (await addToCounters([{ key: rowKey, points, windowMs: durationSeconds * 1000 }], limit, blockSeconds)).get(rowKey)!;
    const res = this.result(row, points);
    if (row.points > limit) throw res;
    return res;
  }

  async get(key: string): Promise<RateLimiterRes | null> {
    const [row] = await readRows<CounterRow>(Prisma.sql`
      SELECT points, (extract(epoch FROM expires_at - now()) * 1000)::float8 AS ms_left
        FROM rate_limit_counters WHERE key = ${this.rowKey(key)} AND expires_at > now()`);
    return row ? this.result(row, 0) : null;
  }

  async delete(key: string): Promise<boolean> {
    return (await readRows(Prisma.sql`DELETE FROM rate_limit_counters WHERE key = ${this.rowKey(key)} RETURNING key`)).length > 0;
  }

  /** Gives points back within the current window (never below zero); nothing to give back once it has passed. */
  async reward(key: string, points = 1): Promise<RateLimiterRes> {
    const [row] = await readRows<CounterRow>(Prisma.sql`
      UPDATE rate_limit_counters SET points = greatest(0, points - ${points}::int)
        WHERE key = ${this.rowKey(key)} AND expires_at > now()
        RETURNING points, (extract(epoch FROM expires_at - now()) * 1000)::float8 AS ms_left`);
    return row ? this.result(row, -points) : new RateLimiterRes(this.options.points, 0, 0, false);
  }
}

/** Deletes counters whose window has passed (an expired row counts as absent, so this only saves space). */
export async function deleteExpiredCounters(): Promise<number> {
  return (await readRows(Prisma.sql`DELETE FROM rate_limit_counters WHERE expires_at <= now() RETURNING 1`)).length;
}

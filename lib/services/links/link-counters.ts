// Counting views and clicks of public link pages without a database write per request: each instance adds
// them up in memory and writes the sums every FLUSH_MS with additive upserts (so any number of instances
// may count the same page). The price: a crash loses at most the last FLUSH_MS of counts.
//
// Privacy (as Plausible does it): no cookie, no address stored. A visitor is sha256(salt of the day, page,
// address, user agent); the salt is random per UTC day, shared by all instances through the database, and
// deleted with the day's hashes the day after, so yesterday's hashes can no longer be tied to anyone. The
// address and user agent live only in this memory, until the next flush. Referrers keep their host only.
import crypto from "node:crypto";
import { db } from "../../db";
import { logger } from "@/lib/observability/logger";

export const FLUSH_MS = 2_000;
const SWEEP_MS = 60 * 60 * 1000;

interface DayCounts {
  views: number;
  clicks: number;
  /** `address\nuser agent` of this interval's visitors, hashed at flush time. */
  visitors: Set<string>;
}

interface Buffer {
  pages: Map<string, DayCounts>; // `${pageId} ${day}`
  blocks: Map<string, number>; // `${pageId} ${blockId} ${day}`
  referrers: Map<string, number>; // `${pageId} ${day} ${domain}`
}

const emptyBuffer = (): Buffer => ({ pages: new Map(), blocks: new Map(), referrers: new Map() });

interface State {
  buffer: Buffer;
  timer?: NodeJS.Timeout;
  flushing: Promise<void>;
  lastSweep: number;
  salts: Map<string, string>;
}
const holder = globalThis as unknown as { __postlaneLinkCounters?: State };
/** The process's counters; recording starts the flush timer, flushing alone does not. */
function state(startTimer = false): State {
  holder.__postlaneLinkCounters ??= { buffer: emptyBuffer(), flushing: Promise.resolve(), lastSweep: 0, salts: new Map() };
  const s = holder.__postlaneLinkCounters;
  if (startTimer && !s.timer) {
    s.timer = setInterval(() => void flushLinkCounters().catch((e: unknown) => logger().error({ err: e }, "link counters flush failed")), FLUSH_MS);
    s.timer.unref();
  }
  return s;
}

const DAY_MS = 86_400_000;
/** The last day asked for and where it starts: every view of a day asks for the same one. */
let lastDay = { start: 0, day: "" };

export function utcDay(now: Date): string {
  return utcDayAt(now.getTime());
}

function utcDayAt(ms: number): string {
  if (ms < lastDay.start || ms >= lastDay.start + DAY_MS) {
    const start = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    lastDay = { start, day: new Date(start).toISOString().slice(0, 10) };
  }
  return lastDay.day;
}

/** The counts last added to: a popular page's visits come in runs, each saving a key and a lookup. */
let lastCounts: { pages: Map<string, DayCounts>; pageId: string; day: string; counts: DayCounts } | undefined;

function dayCounts(buffer: Buffer, pageId: string, day: string): DayCounts {
  const last = lastCounts;
  if (last && last.pages === buffer.pages && last.pageId === pageId && last.day === day) return last.counts;
  const key = `${pageId} ${day}`;
  let counts = buffer.pages.get(key);
  if (!counts) buffer.pages.set(key, (counts = { views: 0, clicks: 0, visitors: new Set() }));
  lastCounts = { pages: buffer.pages, pageId, day, counts };
  return counts;
}

/** The referring site's host, lower-cased, or null (none, unparsable, not http(s), or the page's own host). */
export function referrerDomain(referrer: string | null, ownHost: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    if (
      !host ||
      host.length > 253 ||
      host ===
        ownHost
          ?.toLowerCase()
          .replace(/^www\./, "")
          .replace(/:\d+$/, "")
    )
      return null;
    return host;
  } catch {
    return null;
  }
}

export interface VisitContext {
  pageId: string;
  address: string;
  userAgent: string;
  now?: Date;
}

export function recordLinkView(visit: VisitContext & { referrer: string | null; ownHost: string | null }): void {
  const { buffer } = state(true);
  const day = utcDayAt(visit.now ? visit.now.getTime() : Date.now());
  const counts = dayCounts(buffer, visit.pageId, day);
  counts.views++;
  counts.visitors.add(`${visit.address}\n${visit.userAgent}`);
  const domain = referrerDomain(visit.referrer, visit.ownHost);
  if (domain) {
    const key = `${visit.pageId} ${day} ${domain}`;
    buffer.referrers.set(key, (buffer.referrers.get(key) ?? 0) + 1);
  }
}

export function recordLinkClick(click: { pageId: string; blockId: string; now?: Date }): void {
  const { buffer } = state(true);
  const day = utcDay(click.now ?? new Date());
  dayCounts(buffer, click.pageId, day).clicks++;
  const key = `${click.pageId} ${click.blockId} ${day}`;
  buffer.blocks.set(key, (buffer.blocks.get(key) ?? 0) + 1);
}

async function saltOf(day: string): Promise<string> {
  const s = state();
  const known = s.salts.get(day);
  if (known) return known;
  await db.$executeRaw`INSERT INTO link_daily_salts (day, salt) VALUES (${day}::date, ${crypto.randomBytes(32).toString("base64")}) ON CONFLICT (day) DO NOTHING`;
  const [row] = await db.$queryRaw<{ salt: string }[]>`SELECT salt FROM link_daily_salts WHERE day = ${day}::date`;
  s.salts.set(day, row.salt);
  for (const old of s.salts.keys()) if (old < day && s.salts.size > 2) s.salts.delete(old);
  return row.salt;
}

export function visitorHash(salt: string, pageId: string, identity: string): string {
  return crypto.createHash("sha256").update(`${salt}\n${pageId}\n${identity}`).digest("base64url");
}

async function writeBuffer(buffer: Buffer): Promise<void> {
  const pageIds: string[] = [],
    days: string[] = [],
    views: number[] = [],
    clicks: number[] = [];
  const vPage: string[] = [],
    vDay: string[] = [],
    vHash: string[] = [];
  for (const [key, counts] of buffer.pages) {
    const [pageId, day] = key.split(" ");
    pageIds.push(pageId);
    days.push(day);
    views.push(counts.views);
    clicks.push(counts.clicks);
    if (counts.visitors.size > 0) {
      const salt = await saltOf(day);
      for (const identity of counts.visitors) {
        vPage.push(pageId);
        vDay.push(day);
        vHash.push(visitorHash(salt, pageId, identity));
      }
    }
  }
  const bPage: string[] = [],
    bBlock: string[] = [],
    bDay: string[] = [],
    bClicks: number[] = [];
  for (const [key, n] of buffer.blocks) {
    const [pageId, blockId, day] = key.split(" ");
    bPage.push(pageId);
    bBlock.push(blockId);
    bDay.push(day);
    bClicks.push(n);
  }
  const rPage: string[] = [],
    rDay: string[] = [],
    rDomain: string[] = [],
    rViews: number[] = [];
  for (const [key, n] of buffer.referrers) {
    const [pageId, day, domain] = key.split(" ");
    rPage.push(pageId);
    rDay.push(day);
    rDomain.push(domain);
    rViews.push(n);
  }
  // Pages deleted since the visit are skipped (EXISTS), never a failed flush.
  await db.$transaction([
    db.$executeRaw`INSERT INTO link_page_daily (page_id, day, views, clicks)
      SELECT p, d, v, c FROM unnest(${pageIds}::uuid[], ${days}::date[], ${views}::int[], ${clicks}::int[]) AS t(p, d, v, c)
      WHERE EXISTS (SELECT 1 FROM link_pages WHERE id = p)
      ON CONFLICT (page_id, day) DO UPDATE SET views = link_page_daily.views + EXCLUDED.views, clicks = link_page_daily.clicks + EXCLUDED.clicks`,
    db.$executeRaw`WITH fresh AS (
        INSERT INTO link_visitors (page_id, day, hash)
        SELECT p, d, h FROM unnest(${vPage}::uuid[], ${vDay}::date[], ${vHash}::text[]) AS t(p, d, h)
        WHERE EXISTS (SELECT 1 FROM link_pages WHERE id = p)
        ON CONFLICT DO NOTHING RETURNING page_id, day)
      INSERT INTO link_page_daily (page_id, day, unique_visitors)
      SELECT page_id, day, count(*)::int FROM fresh GROUP BY page_id, day
      ON CONFLICT (page_id, day) DO UPDATE SET unique_visitors = link_page_daily.unique_visitors + EXCLUDED.unique_visitors`,
    db.$executeRaw`INSERT INTO link_block_daily (page_id, block_id, day, clicks)
      SELECT p, b, d, c FROM unnest(${bPage}::uuid[], ${bBlock}::uuid[], ${bDay}::date[], ${bClicks}::int[]) AS t(p, b, d, c)
      WHERE EXISTS (SELECT 1 FROM link_pages WHERE id = p)
      ON CONFLICT (page_id, block_id, day) DO UPDATE SET clicks = link_block_daily.clicks + EXCLUDED.clicks`,
    db.$executeRaw`INSERT INTO link_referrer_daily (page_id, day, domain, views)
      SELECT p, d, r, v FROM unnest(${rPage}::uuid[], ${rDay}::date[], ${rDomain}::text[], ${rViews}::int[]) AS t(p, d, r, v)
      WHERE EXISTS (SELECT 1 FROM link_pages WHERE id = p)
      ON CONFLICT (page_id, day, domain) DO UPDATE SET views = link_referrer_daily.views + EXCLUDED.views`,
  ]);
}

/** Forgets the salts and visitor hashes of days before yesterday (yesterday's may still be flushing). */
async function sweepOldVisitorData(now: Date): Promise<void> {
  const yesterday = utcDay(new Date(now.getTime() - 86_400_000));
  await db.$executeRaw`DELETE FROM link_daily_salts WHERE day < ${yesterday}::date`;
  await db.$executeRaw`DELETE FROM link_visitors WHERE day < ${yesterday}::date`;
}

/**
 * Writes what this instance has counted so far; resolves once it is stored (the analytics read calls it so
 * its own instance's latest counts are included). Flushes run one after another.
 */
export function flushLinkCounters(): Promise<void> {
  const s = state();
  const run = s.flushing.then(async () => {
    const buffer = s.buffer;
    s.buffer = emptyBuffer();
    if (buffer.pages.size > 0) {
      try {
        await writeBuffer(buffer);
      } catch (error) {
        mergeBack(s, buffer);
        throw error;
      }
    }
    if (Date.now() - s.lastSweep > SWEEP_MS) {
      s.lastSweep = Date.now();
      await sweepOldVisitorData(new Date());
    }
  });
  s.flushing = run.catch(() => {});
  return run;
}

/** A failed write keeps its counts for the next attempt (the database may be back by then). */
function mergeBack(s: State, failed: Buffer): void {
  for (const [key, counts] of failed.pages) {
    const [pageId, day] = key.split(" ");
    const into = dayCounts(s.buffer, pageId, day);
    into.views += counts.views;
    into.clicks += counts.clicks;
    for (const v of counts.visitors) into.visitors.add(v);
  }
  for (const [key, n] of failed.blocks) s.buffer.blocks.set(key, (s.buffer.blocks.get(key) ?? 0) + n);
  for (const [key, n] of failed.referrers) s.buffer.referrers.set(key, (s.buffer.referrers.get(key) ?? 0) + n);
}

/** Stops the timer (tests, shutdown) after a last flush. */
export async function stopLinkCounters(): Promise<void> {
  const s = holder.__postlaneLinkCounters;
  if (!s) return;
  if (s.timer) clearInterval(s.timer);
  s.timer = undefined;
  await flushLinkCounters().catch(() => {});
}

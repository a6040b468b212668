// A year of an agency, written by SQL in bulk (generate_series), not through the API: the API bench measures
// writes; this one needs the volume. People, workspaces, accounts and API keys go through the services (a
// few dozen calls, and their hashing and defaults stay the app's own); posts, their metric history, ideas,
// link pages and their counters are set-based INSERTs.
//
// At BENCH_SCALE=1: 50 workspaces; 100,000 posts, of which 90,000 were published and fanned out into
// 250,000 published rows (groups of 2 and 3 accounts) and 10,000 are drafts, scheduled, queued or failed;
// each published row's metric history as the default cadence stores it (lib/analytics/cadence.ts: hourly
// for 48 h, daily to 30 days, weekly to 90 days); 20,000 ideas; 200 link pages with 2 million views and
// clicks. Link events are stored as the app stores them, as per-day counters (link-counters.ts): the 2
// million events are the sums of those rows. The first workspace is the largest: a tenth of everything.
//
// The big tables are loaded as PostgreSQL advises for a bulk load: without their indexes and foreign keys,
// which are built (and validated) once at the end, under their own names (bulk-load.ts); a few statements at a
// time on their own connections. Nothing is UNLOGGED: what is measured afterwards is the migrated schema.
import pg from "pg";
import { dropForBulkLoad, restoreStructures, runAll, type DroppedStructures } from "./bulk-load";

export const PASSWORD = "correct horse battery";
export const WEBHOOK_HOST = "hooks.example.com";
const NETWORKS = ["instagram", "bluesky", "linkedin", "twitter"] as const;

export interface ScaleSize {
  workspaces: number;
  publishedPosts: number;
  publishedRows: number;
  otherPosts: number;
  ideas: number;
  linkPages: number;
  linkEvents: number;
}

export function sizeAt(scale: number): ScaleSize {
  const n = (x: number) => Math.max(1, Math.round(x * scale));
  return {
    workspaces: Math.max(5, Math.round(50 * Math.min(1, scale * 2))),
    publishedPosts: n(90_000),
    publishedRows: n(250_000),
    otherPosts: n(10_000),
    ideas: n(20_000),
    linkPages: Math.max(10, n(200)),
    linkEvents: n(2_000_000),
  };
}

export interface ScaleWorld {
  /** The largest workspace: the one every target is measured in. */
  workspaceId: string;
  email: string;
  apiKey: string;
  draftPostId: string;
  linkPageId: string;
  counts: Record<string, number>;
}

/** The share of workspace `i` (0-based) of `total`: a tenth for the first, the rest shared evenly. */
function shareOf(i: number, workspaces: number, total: number): number {
  const big = Math.round(total / 10);
  if (i === 0) return big;
  const rest = total - big;
  const each = Math.floor(rest / (workspaces - 1));
  return i === workspaces - 1 ? rest - each * (workspaces - 2) : each;
}

async function createPeople(databaseUrl: string, size: ScaleSize) {
  process.env.DATABASE_URL = databaseUrl;
  // The seeded webhook's host, allowed as an operator allows an internal one (deliveries just fail).
  process.env.POSTLANE_WEBHOOK_ALLOWED_HOSTS = WEBHOOK_HOST;
  const { createUser } = await import("../../lib/services/users/create-user");
  const { createApiKey } = await import("../../lib/services/api-keys/create-api-key");
  const { addSocialAccount } = await import("../../lib/services/accounts/add-social-account");
  const { systemActor } = await import("../../lib/services/actor");
  const { setPostingSchedule } = await import("../../lib/services/schedules/posting-schedules");
  const { addToQueue } = await import("../../lib/services/schedules/add-to-queue");
  const { createWebhookEndpoint } = await import("../../lib/services/webhooks/create-webhook-endpoint");
  const { disconnectDb } = await import("../../lib/db");
  const tag = Date.now().toString(36);
  const workspaces: { id: string; email: string; accounts: { id: string; platform: string }[] }[] = [];
  let apiKey = "";
  const createWorkspace = async (i: number) => {
    const email = `scale-${i}-${tag}@example.test`;
    const user = await createUser({ input: { email, password: PASSWORD, name: `Agency client ${i + 1}` } });
    const accounts = [];
    for (const platform of NETWORKS) {
      const account = await addSocialAccount({
        workspaceId: user.personalWorkspaceId,
        actor: systemActor,
        input: { platform, username: `client${i}-${platform}`, sandbox: true },
      });
      accounts.push({ id: account.id, platform });
    }
    if (i === 0) {
      const key = await createApiKey({
        workspaceId: user.personalWorkspaceId,
        actor: systemActor,
        creatorUserId: user.id,
        input: { mode: "live", scopes: ["posts:read", "analytics:read", "links:read", "ideas:read"] },
      });
      apiKey = key.key;
      // What the queue and webhook pages show: posting times on weekdays, ten posts queued into them, an endpoint.
      const owner = { kind: "user" as const, userId: user.id };
      const workspaceId = user.personalWorkspaceId;
      const slots = [1, 2, 3, 4, 5].flatMap((day) => [
        { day, time: "09:00" },
        { day, time: "15:30" },
      ]);
      for (const account of accounts) await setPostingSchedule({ workspaceId, actor: owner, accountId: account.id, input: { timeZone: "UTC", slots } });
      for (let q = 0; q < 10; q++) {
        const account = accounts[q % accounts.length];
        await addToQueue({
          workspaceId,
          actor: owner,
          input: { caption: `Queued post ${q + 1}`, accountMappings: [{ platform: account.platform, accountId: account.id }] },
        });
      }
      await createWebhookEndpoint({
        workspaceId,
        actor: owner,
        input: { url: `https://${WEBHOOK_HOST}/postlane`, events: ["account.requires_reauth"], description: "Bench" },
      });
    }
    workspaces[i] = { id: user.personalWorkspaceId, email, accounts };
  };
  // A few at a time: each is a password hash (argon2, off the main thread) and a handful of statements.
  await runAll(
    5,
    Array.from({ length: size.workspaces }, (_, i) => i),
    createWorkspace,
  );
  await disconnectDb();
  return { workspaces, apiKey };
}

/** Connections the bulk load uses at once (statements of one table each, index builds). */
const PARALLEL = 4;
/** Slices of the year the metric history is written in (by the posts' publication time). */
const SNAPSHOT_SLICES = 24;
/** The big tables: loaded without their indexes and foreign keys, which are built afterwards (bulk-load.ts). */
const BULK_TABLES = ["metric_snapshots", "posts", "link_page_daily", "link_block_daily", "link_referrer_daily"];

/** Seeds the database (already migrated); returns the largest workspace and what was written. */
export async function seedScale(databaseUrl: string, size: ScaleSize, log: (line: string) => void): Promise<ScaleWorld> {
  const seedStart = Date.now();
  const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(1)} s`;
  const { workspaces, apiKey } = await createPeople(databaseUrl, size);
  log(`  people, workspaces, accounts and keys through the services: ${since(seedStart)}`);
  // Index builds sort in memory when they can, and so do the snapshot slices.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: PARALLEL + 1, options: "-c maintenance_work_mem=512MB -c work_mem=256MB" });
  const client = await pool.connect();
  const timed = async (label: string | null, sql: string, params: unknown[]) => {
    const start = Date.now();
    const c = await pool.connect();
    try {
      const result = await c.query(sql, params);
      if (label) log(`  ${label}: ${result.rowCount ?? 0} rows in ${since(start)}`);
      return result.rowCount ?? 0;
    } finally {
      c.release();
    }
  };
  try {
    await client.query("UPDATE users SET monthly_post_quota = 100000000");
    // The year's history stands for an agency's real accounts. They are added as sandbox accounts (no network
    // to reach here), and analytics never counts a live row published through a sandbox account
    // (lib/services/analytics/analytics-scope.ts): left so, the Analytics page of every workspace showed no
    // post and GET /analytics read nothing.
    await client.query("UPDATE social_accounts SET is_sandbox = false");
    // The largest workspace's owner reads the charts in a half-hour zone (their days are not UTC's).
    await client.query("UPDATE users SET time_zone = 'Asia/Kolkata' WHERE id = (SELECT owner_id FROM workspaces WHERE id = $1)", [workspaces[0].id]);
    const dropped: DroppedStructures[] = [];
    for (const table of BULK_TABLES) dropped.push(await dropForBulkLoad(client, table));
    const rowsPerPost = size.publishedRows / size.publishedPosts;
    const postsStart = Date.now();
    await runAll(
      PARALLEL,
      workspaces.map((ws, i) => ({ ws, i })),
      async ({ ws, i }) => {
        const published = shareOf(i, workspaces.length, size.publishedPosts);
        const other = shareOf(i, workspaces.length, size.otherPosts);
        const accounts = ws.accounts.map((a) => a.id);
        const platforms = ws.accounts.map((a) => a.platform);
        const label = (what: string) => (i === 0 || i === workspaces.length - 1 ? `workspace ${i + 1}: ${what}` : null);
        // Published posts over the last 365 days, each fanned out to 2 or 3 accounts (rows share a group id, the
        // first row's id); the fraction of 3-account posts gives rowsPerPost on average.
        await timed(
          label(`${published} published posts`),
          `
          WITH posts_in AS (
            SELECT i, gen_random_uuid() AS group_id, now() - (i::float / $2) * interval '365 days' AS published_at,
                   CASE WHEN (i * 7919) % 1000 < ($3::float - 2) * 1000 THEN 3 ELSE 2 END AS fan
            FROM generate_series(1, $2) i
          )
          INSERT INTO posts (id, workspace_id, group_id, mode, caption, platforms, status, published_at, media_urls, hashtags,
                             account_mappings, connected_account_id, quota_units, created_at, updated_at)
          SELECT CASE WHEN k = 0 THEN p.group_id ELSE gen_random_uuid() END, $1::uuid, p.group_id, 'live',
                 'Post ' || p.i || ': a caption of a usual length, with a link https://example.com/' || p.i || ' and a #tag',
                 ARRAY[($5::text[])[1 + (p.i + k) % 4]], 'published', p.published_at + k * interval '2 seconds', '{}', '{}',
                 jsonb_build_array(jsonb_build_object('platform', ($5::text[])[1 + (p.i + k) % 4], 'accountId', ($4::uuid[])[1 + (p.i + k) % 4])),
                 ($4::uuid[])[1 + (p.i + k) % 4], p.fan, p.published_at - interval '1 hour', p.published_at
          FROM posts_in p, generate_series(0, p.fan - 1) k`,
          [ws.id, published, rowsPerPost, accounts, platforms],
        );
        // The rest: drafts, scheduled over the next eight weeks, a few queued (due now), failed.
        await timed(
          null,
          `INSERT INTO posts (id, workspace_id, mode, caption, platforms, status, scheduled_at, queued_at, media_urls, hashtags,
                              account_mappings, connected_account_id, quota_units, created_at, updated_at)
           SELECT gen_random_uuid(), $1::uuid, 'live', 'Draft ' || i || ' of a usual length with a #tag',
                  ARRAY[($4::text[])[1 + i % 4]], s.status::post_status,
                  CASE WHEN s.status = 'scheduled' THEN now() + (1 + i % 1344) * interval '1 hour' END,
                  CASE WHEN s.status = 'queued' THEN now() - interval '1 minute' END,
                  '{}', '{}',
                  jsonb_build_array(jsonb_build_object('platform', ($4::text[])[1 + i % 4], 'accountId', ($3::uuid[])[1 + i % 4])),
                  CASE WHEN s.status IN ('queued', 'failed') THEN ($3::uuid[])[1 + i % 4] END, 1,
                  now() - (i::float / $2) * interval '365 days', now()
           FROM generate_series(1, $2) i
           CROSS JOIN LATERAL (SELECT CASE WHEN i % 50 = 0 THEN 'queued' WHEN i % 10 < 5 THEN 'draft' WHEN i % 10 < 8 THEN 'scheduled' ELSE 'failed' END AS status) s`,
          [ws.id, other, accounts, platforms],
        );
        await timed(
          null,
          `INSERT INTO ideas (id, workspace_id, title, caption, tags, media_urls, status, position, created_at, updated_at)
           SELECT gen_random_uuid(), $1::uuid, 'Idea ' || i, 'Caption of idea ' || i || ', long enough to wrap onto a second line on the card',
                  CASE WHEN i % 3 = 0 THEN ARRAY['launch'] ELSE '{}' END, '{}',
                  (ARRAY['unassigned','todo','in_progress','done'])[1 + i % 4]::idea_status, i, now() - i * interval '1 hour', now()
           FROM generate_series(1, $2) i`,
          [ws.id, shareOf(i, workspaces.length, size.ideas)],
        );
      },
    );
    log(`  posts and ideas of ${workspaces.length} workspaces, ${PARALLEL} at a time: ${since(postsStart)}`);

    // Each published row's metric history, as the default cadence stores it; the figures grow with age. Written
    // in slices of the year by publication time, a few at a time, each row's history together (as the seed
    // always wrote it: a heap page holds one or two rows' histories, as after CLUSTER on post_id; the hourly
    // refresh writes them in time order, each page holding many rows' snapshots of one hour, which makes a
    // first rollup touch far more pages: docs/operations-scale.md).
    const snapshotsStart = Date.now();
    const yearStart = Date.now() - 366 * 86_400_000;
    const sliceMs = (Date.now() + 60_000 - yearStart) / SNAPSHOT_SLICES;
    let snapshots = 0;
    await runAll(
      PARALLEL,
      Array.from({ length: SNAPSHOT_SLICES }, (_, k) => [new Date(yearStart + k * sliceMs), new Date(yearStart + (k + 1) * sliceMs)]),
      async ([from, to]) => {
        const written = await timed(
          null,
          `WITH ages AS MATERIALIZED (
             SELECT h * interval '1 hour' AS age, h AS n FROM generate_series(1, 48) h
             UNION ALL SELECT d * interval '1 day', 48 + d FROM generate_series(3, 30) d
             UNION ALL SELECT w * interval '7 days', 80 + w FROM generate_series(5, 13) w
           ),
           rows_in AS (
             SELECT id, workspace_id, platforms[1] AS platform, published_at, abs(hashtext(id::text)) % 500 AS salt
             FROM posts WHERE status = 'published' AND published_at >= $1 AND published_at < $2
           )
           INSERT INTO metric_snapshots (id, post_id, workspace_id, platform, fetched_at, views, likes, comments, shares, impressions, reposts)
           SELECT gen_random_uuid(), p.id, p.workspace_id, p.platform, p.published_at + a.age + interval '5 minutes',
                  (40 * a.n + p.salt)::int, (3 * a.n)::int, a.n::int, (a.n / 2)::int, (50 * a.n)::int,
                  CASE WHEN p.platform = 'bluesky' THEN (a.n / 3)::int END
           FROM rows_in p CROSS JOIN ages a
           WHERE p.published_at + a.age + interval '5 minutes' < now()
           ORDER BY p.published_at, p.id, a.n`,
          [from, to],
        );
        snapshots += written;
      },
    );
    log(`  metric snapshots (hourly to 48 h, daily to 30 d, weekly to 90 d): ${snapshots} rows in ${since(snapshotsStart)}, ${PARALLEL} slices at a time`);

    // Link pages: 10 blocks each, a year of daily counters summing to linkEvents views and clicks.
    const pageWorkspaces = Array.from({ length: size.linkPages }, (_, p) => workspaces[p % workspaces.length].id);
    await timed(
      "link pages",
      `INSERT INTO link_pages (id, workspace_id, slug, title, bio, status, created_at, updated_at)
       SELECT gen_random_uuid(), w, 'scale-' || n, 'Links ' || n, 'Everything we make, in one place', 'draft', now() - interval '400 days', now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS t(w, n)`,
      [pageWorkspaces],
    );
    await timed(
      "link blocks",
      `INSERT INTO link_blocks (id, page_id, type, position, data, created_at, updated_at)
       SELECT gen_random_uuid(), lp.id, b.type, b.pos, b.data, now(), now()
       FROM link_pages lp CROSS JOIN LATERAL (
         SELECT 0 AS pos, 'header' AS type, '{"text":"Shop"}'::jsonb AS data
         UNION ALL SELECT k, 'link', jsonb_build_object('label', 'Link number ' || k, 'url', 'https://example.com/l/' || k) FROM generate_series(1, 7) k
         UNION ALL SELECT 8, 'text', '{"text":"Thanks for visiting. New posts every week."}'::jsonb
         UNION ALL SELECT 9, 'social', '{}'::jsonb
       ) b`,
      [],
    );
    // A day's views v and clicks c with v + c = perDay on average (about 3 views to each click).
    const perDay = size.linkEvents / size.linkPages / 365;
    await timed(
      "link page days (views, visitors, clicks)",
      `INSERT INTO link_page_daily (page_id, day, views, unique_visitors, clicks)
       SELECT lp.id, (now() - d * interval '1 day')::date, v, (v * 0.7)::int, c
       FROM link_pages lp, generate_series(0, 364) d,
            LATERAL (SELECT round($1 * (0.5 + ((d * 37 + length(lp.slug)) % 100) / 100.0)) AS total) t,
            LATERAL (SELECT (t.total * 0.75)::int AS v, (t.total - (t.total * 0.75)::int)::int AS c) vc`,
      [perDay],
    );
    await timed(
      "link block days (clicks per block)",
      `INSERT INTO link_block_daily (page_id, block_id, day, clicks)
       SELECT d.page_id, b.id, d.day, d.clicks / 7 + CASE WHEN b.position <= d.clicks % 7 THEN 1 ELSE 0 END
       FROM link_page_daily d JOIN link_blocks b ON b.page_id = d.page_id AND b.type = 'link'`,
      [],
    );
    await timed(
      "link referrer days",
      `INSERT INTO link_referrer_daily (page_id, day, domain, views)
       SELECT d.page_id, d.day, r.domain, (d.views * r.share)::int
       FROM link_page_daily d, (VALUES ('instagram.com', 0.4), ('t.co', 0.2), ('linkedin.com', 0.15), ('bsky.app', 0.1), ('google.com', 0.05)) r(domain, share)`,
      [],
    );

    // VACUUM first, on the bare heaps (it sets the hint bits and the visibility map that index-only scans
    // need, as an aged table has them), then the indexes and keys, then fresh statistics.
    const vacuumStart = Date.now();
    await runAll(PARALLEL, ["metric_snapshots", "posts", "ideas, link_page_daily, link_block_daily, link_referrer_daily"], async (tables) => {
      await timed(null, `VACUUM ${tables}`, []);
    });
    log(`  VACUUM of the loaded tables: ${since(vacuumStart)}`);
    const restoreStart = Date.now();
    await restoreStructures(pool, PARALLEL, dropped, log);
    log(`  indexes and foreign keys built and validated: ${since(restoreStart)}`);
    await client.query("ANALYZE");
    log(`  seed complete in ${since(seedStart)}`);

    const count = async (table: string) => Number((await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
    const counts: Record<string, number> = {};
    for (const table of ["workspaces", "posts", "metric_snapshots", "ideas", "link_pages", "link_block_daily"]) counts[table] = await count(table);
    counts["published rows"] = Number((await client.query("SELECT count(*)::int AS n FROM posts WHERE status = 'published'")).rows[0].n);
    counts["posts (groups and unpublished)"] = Number((await client.query("SELECT count(DISTINCT coalesce(group_id, id))::int AS n FROM posts")).rows[0].n);
    counts["link views + clicks"] = Number((await client.query("SELECT sum(views + clicks)::bigint AS n FROM link_page_daily")).rows[0].n);
    const largest = workspaces[0];
    const draft = await client.query("SELECT id::text FROM posts WHERE workspace_id = $1 AND status = 'draft' LIMIT 1", [largest.id]);
    const page = await client.query("SELECT id::text FROM link_pages WHERE workspace_id = $1 ORDER BY slug LIMIT 1", [largest.id]);
    return { workspaceId: largest.id, email: largest.email, apiKey, draftPostId: draft.rows[0].id, linkPageId: page.rows[0].id, counts };
  } finally {
    client.release();
    await pool.end();
  }
}

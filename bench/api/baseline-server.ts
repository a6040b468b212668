// The bare baseline: node:http + pg answering GET /posts?limit=50 (and a later page, ?cursor=) and GET /posts/{id} with the app's very
// SQL (postRowsQuery) and JSON (serializePost), and POST /posts with what a draft create must write, in ONE
// transaction: the quota take on monthly_usage, the posts row and the webhook outbox (as
// lib/webhooks/record-webhook-event.ts writes it); no framework, key check, rate limit or validation. It
// runs in a process of its own, as the app does, so neither shares a thread with the load generator. The
// app's figures are read against this one, measured in the same run on the same database. Under /prepared
// (/prepared/posts…) it names its statements as the app names its hot ones, so PostgreSQL plans each once per
// connection: against that the app's ratio shows only what its own code costs beyond the bare server's.
//
//   tsx bench/api/baseline-server.ts   (env BENCH_DATABASE_URL, BENCH_WORKSPACE_ID; prints "listening <port>")
import crypto from "node:crypto";
import http from "node:http";
import pg from "pg";
import { Prisma } from "../../generated/prisma/client";
import { serializePost } from "../../lib/serializers/serialize-post";
import { quotaHeaders, quotaReservationCtes, quotaReservationResult } from "../../lib/services/quota/monthly-quota";
import { postWebhookData } from "../../lib/webhooks/payloads";
import { webhookOutboxCtes } from "../../lib/webhooks/record-webhook-event";
import type { PostRow } from "../../lib/serializers/post-select";
import { postRowsQuery } from "../../lib/services/posts/post-rows-query";
import { newestFirstAfter } from "../../lib/services/paging/keyset";
import { preparedQuery } from "../../lib/db/prepared-statements";

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const workspaceId = process.env.BENCH_WORKSPACE_ID!;
// The same pool size as the app's (lib/db/adapter.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

/** One statement on `client`, unnamed (parsed and planned on every request) or, under /prepared, as the app
 *  runs its hot statements: named, parsed and planned once per connection (lib/db/prepared-statements.ts). */
function run(client: pg.Pool | pg.PoolClient, query: Prisma.Sql, prepared: boolean): Promise<pg.QueryResult> {
  const values = query.values as unknown[];
  if (!prepared) return client.query(query.text, values);
  if (client instanceof pg.Pool) return client.query(preparedQuery(query.text, values) as unknown as pg.QueryConfig);
  return new Promise((resolve, reject) => {
    client.query(preparedQuery(query.text, values, (error, result) => (error ? reject(error) : resolve(result))));
  });
}

async function rows(filter: { id?: string; limit?: number; after?: { createdAt: Date; id: string } }, prepared: boolean): Promise<PostRow[]> {
  return (await run(pool, postRowsQuery({ workspaceId, mode: "live", ...filter }), prepared)).rows as PostRow[];
}

async function readJson(req: http.IncomingMessage): Promise<{ caption?: string; accountMappings: { platform: string; accountId: string }[] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** A draft: BEGIN, the quota take, the row, its post.created event, COMMIT (one statement each). */
async function createDraft(input: Awaited<ReturnType<typeof readJson>>, prepared: boolean) {
  const units = input.accountMappings.length;
  const now = new Date();
  const post = {
    id: crypto.randomUUID(),
    workspaceId,
    mode: "live",
    title: null,
    caption: input.caption ?? null,
    platforms: [...new Set(input.accountMappings.map((m) => m.platform))],
    status: "draft" as const,
    scheduledAt: null,
    publishedAt: null,
    mediaUrls: [],
    mediaType: null,
    mediaAltTexts: [],
    utm: null,
    notes: null,
    connectedAccountId: units === 1 ? input.accountMappings[0].accountId : null,
    createdAt: now,
    platformResults: [],
    approvalState: "none" as const,
    approvalRequestedStatus: null,
    approvalRequestedByUserId: null,
    approvalRequestedAt: null,
    approvalDecidedByUserId: null,
    approvalDecidedAt: null,
    approvalComment: null,
  };
  const client = await pool.connect();
  const runHere = (query: Prisma.Sql) => run(client, query, prepared);
  try {
    await client.query("BEGIN");
    const quota = (await runHere(Prisma.sql`WITH ${quotaReservationCtes({ workspaceId, units })} SELECT ${quotaReservationResult}`)).rows[0];
    if (quota.used === null) throw new Error("quota exceeded");
    await runHere(Prisma.sql`
      INSERT INTO posts (id, workspace_id, platforms, caption, status, media_urls, hashtags, account_mappings, connected_account_id, quota_units, created_at, updated_at)
      VALUES (${post.id}::uuid, ${workspaceId}::uuid, ${post.platforms}::text[], ${post.caption}, 'draft', '{}', '{}', ${JSON.stringify(input.accountMappings)}::jsonb,
              ${post.connectedAccountId}::uuid, ${units}, ${now}::timestamptz, ${now}::timestamptz)`);
    await runHere(Prisma.sql`WITH ${webhookOutboxCtes({ workspaceId, type: "post.created", data: postWebhookData(post) })} SELECT 1`);
    await client.query("COMMIT");
    return {
      body: { postIds: [post.id], status: "draft", dispatchDeferred: false },
      headers: quotaHeaders({ limit: quota.quota_limit, used: quota.used, remaining: quota.quota_limit - quota.used }),
    };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://x");
    const prepared = url.pathname.startsWith("/prepared/");
    const pathname = prepared ? url.pathname.slice("/prepared".length) : url.pathname;
    let body: unknown;
    if (req.method === "POST" && pathname === "/posts") {
      const created = await createDraft(await readJson(req), prepared);
      res.writeHead(201, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...created.headers });
      res.end(JSON.stringify(created.body));
      return;
    }
    if (pathname === "/posts") {
      // A later page: the rows after the cursor's (createdAt, id), decoded as the app decodes it.
      const after = newestFirstAfter(url.searchParams.get("cursor") ?? undefined);
      body = { posts: (await rows({ limit: Number(url.searchParams.get("limit") ?? 50), after }, prepared)).map(serializePost) };
    } else {
      const [post] = await rows({ id: pathname.split("/")[2] }, prepared);
      body = { post: serializePost(post) };
    }
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    res.end(JSON.stringify(body));
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : ""}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}

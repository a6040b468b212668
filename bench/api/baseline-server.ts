// The bare baseline: node:http + pg answering GET /posts?limit=50 and GET /posts/{id} with the app's very
// SQL (postRowsQuery) and JSON (serializePost), and no framework, key check, rate limit or validation. It
// runs in a process of its own, as the app does, so neither shares a thread with the load generator. The
// app's figures are read against this one, measured in the same run on the same database.
//
//   tsx bench/api/baseline-server.ts   (env BENCH_DATABASE_URL, BENCH_WORKSPACE_ID; prints "listening <port>")
import http from "node:http";
import pg from "pg";
import { serializePost } from "../../lib/api/serializers/serialize-post";
import type { PostRow } from "../../lib/services/posts/post-select";
import { postRowsQuery } from "../../lib/services/posts/post-rows-query";

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const workspaceId = process.env.BENCH_WORKSPACE_ID!;
// The same pool size as the app's (lib/db/adapter.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

async function rows(filter: { id?: string; limit?: number }): Promise<PostRow[]> {
  const query = postRowsQuery({ workspaceId, mode: "live", ...filter });
  return (await pool.query<PostRow>(query.text, query.values as unknown[])).rows;
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://x");
    let body: unknown;
    if (url.pathname === "/posts") {
      body = { posts: (await rows({ limit: Number(url.searchParams.get("limit") ?? 50) })).map(serializePost) };
    } else {
      const [post] = await rows({ id: url.pathname.split("/")[2] });
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

// The bare baseline: node:http + pg answering GET /posts?limit=50 and GET /posts/{id} with the same
// queries and JSON shape as the app, and no framework, auth or validation. The app's figures are read
// against this one, measured in the same run on the same database.
import http from "node:http";
import pg from "pg";

const POST_COLUMNS = `id::text, title, caption, platforms, status::text, scheduled_at, published_at, media_urls, media_type::text, connected_account_id::text, created_at`;

export function startBaseline({ databaseUrl, workspaceId, port }: { databaseUrl: string; workspaceId: string; port: number }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const serialize = (row: Record<string, any>, results: Record<string, any>[]) => ({ // eslint-disable-line @typescript-eslint/no-explicit-any
    id: row.id,
    title: row.title,
    caption: row.caption,
    platforms: row.platforms,
    status: row.status,
    scheduled_at: row.scheduled_at?.toISOString() ?? null,
    published_at: row.published_at?.toISOString() ?? null,
    media_urls: row.media_urls,
    media_type: row.media_type,
    connected_account_id: row.connected_account_id,
    platform_results: results.filter((r) => r.post_id === row.id).map((r) => ({ platform: r.platform, success: r.success })),
    created_at: row.created_at.toISOString(),
  });
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://x");
      let body: unknown;
      if (url.pathname === "/posts") {
        const { rows } = await pool.query(
          `SELECT ${POST_COLUMNS} FROM posts WHERE workspace_id = $1 AND mode = 'live' AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 50`,
          [workspaceId],
        );
        const results = rows.length ? (await pool.query(`SELECT post_id::text, platform, success FROM platform_results WHERE post_id = ANY($1::uuid[])`, [rows.map((r) => r.id)])).rows : [];
        body = { posts: rows.map((r) => serialize(r, results)) };
      } else {
        const id = url.pathname.split("/")[2];
        const { rows } = await pool.query(`SELECT ${POST_COLUMNS} FROM posts WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL`, [id, workspaceId]);
        const results = (await pool.query(`SELECT post_id::text, platform, success FROM platform_results WHERE post_id = $1`, [id])).rows;
        body = { post: serialize(rows[0], results) };
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        close: async () => {
          await new Promise((r) => server.close(r));
          await pool.end();
        },
      }),
    ),
  );
}

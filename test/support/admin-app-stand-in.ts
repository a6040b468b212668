// A stand-in for the running app in the admin CLI test: a process that owns the embedded database (takes
// the lock as "app", migrates it) and serves the same admin request handler the Next route uses.
import http from "node:http";
import { handleAdminRequest } from "../../lib/admin/handle-admin-request";
import { getDb } from "../../lib/db";
import { migrateDatabase } from "../../lib/db/migrate-database";
import { env } from "../../lib/env";

// As `npm run dev` does: migrate (holding the lock briefly), then open the database as the app.
await migrateDatabase();
await getDb().$queryRaw`SELECT 1`;

http
  .createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const response = await handleAdminRequest(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  })
  .listen(env().PORT, "127.0.0.1", () => console.log("ready"));

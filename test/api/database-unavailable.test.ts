import "@/test/use-database";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";
import { logger } from "@/lib/observability/logger";

// A request in flight when its database connection dies answers 503 with Retry-After (the client may simply
// retry), not a 500. The connection is really terminated (pg_terminate_backend), so PostgreSQL only: the
// embedded database has no second session to do it from.
describe.runIf(process.env.DATABASE_URL)("database connection lost mid-request", () => {
  let locker: pg.Client;
  beforeAll(async () => {
    locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
  });
  afterAll(() => locker.end());

  /** Terminates the sessions waiting on the locker's lock: the request's own connection, nobody else's. */
  async function terminateWaitersOnLocker(): Promise<number> {
    const lockerPid = (await locker.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    try {
      for (let i = 0; i < 100; i++) {
        const { rowCount } = await killer.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE $1::int = ANY (pg_blocking_pids(pid))", [
          lockerPid,
        ]);
        if (rowCount) return rowCount;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return 0;
    } finally {
      await killer.end();
    }
  }

  it("answers 503 with Retry-After, changes nothing, and the next request is served", async () => {
    const w = await makeApiWorkspace();
    const id = (await callApi("POST", "/posts", { key: w.keys.live, body: { caption: "before", accountMappings: [{ platform: "bluesky" }] } })).body.postIds[0];
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});

    await locker.query("BEGIN");
    await locker.query("SELECT id FROM posts WHERE id = $1 FOR UPDATE", [id]);
    const inFlight = callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { caption: "after" } });
    expect(await terminateWaitersOnLocker()).toBe(1);
    const res = await inFlight;
    await locker.query("ROLLBACK");
    warn.mockRestore();

    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.body).toEqual({ error: "The database is unavailable right now; retry in 5 s", code: "service_unavailable" });
    expect((await db.post.findUniqueOrThrow({ where: { id } })).caption).toBe("before");
    expect(await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { caption: "after" } })).toMatchObject({
      status: 200,
      body: { post: { caption: "after" } },
    });
  });
});

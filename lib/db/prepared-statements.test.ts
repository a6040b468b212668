import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db, readRows } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import { getPost } from "@/lib/services/posts/get-post";
import { systemActor } from "@/lib/services/actor";
import { makeWorkspace } from "@/test/factories";
import { preparedStatementName, statementNamer } from "./prepared-statements";

describe("statementNamer", () => {
  it("gives one text one name, two texts two names, and no name past its share of texts", () => {
    const name = statementNamer(3);
    const first = name("SELECT 1 AS one -- a");
    expect(first).toMatch(/^pl_[0-9a-f]{32}$/);
    expect(name("SELECT 1 AS one -- a")).toBe(first);
    expect(name("SELECT 1 AS one -- b")).not.toBe(first);
    expect(name("SELECT 1 AS one -- c")).toMatch(/^pl_/);
    expect(name("SELECT 1 AS one -- d, past the share")).toBeUndefined();
    // Texts named before the cap keep their names, and the same text has the same name in every namer.
    expect(name("SELECT 1 AS one -- a")).toBe(first);
    expect(statementNamer()("SELECT 1 AS one -- a")).toBe(first);
  });
});

// The embedded database runs every statement the same way; `prepare` matters on PostgreSQL only.
describe.runIf(process.env.DATABASE_URL)("readRows with prepare, on PostgreSQL", () => {
  const preparedOnThisConnection = async () =>
    // pg's pool hands back the connection released last, so this runs where the statement before it ran.
    await readRows<{ name: string; statement: string }>(Prisma.sql`SELECT name, statement FROM pg_prepared_statements`);

  it("runs the statement as a named prepared statement, and an unprepared one unnamed", async () => {
    const text = Prisma.sql`SELECT ${"kept"}::text AS "word" -- readRows prepare`;
    expect(await readRows(text, { prepare: true })).toEqual([{ word: "kept" }]);
    expect((await preparedOnThisConnection()).map((row) => row.name)).toContain(preparedStatementName(text.text));
    await readRows(Prisma.sql`SELECT ${"once"}::text AS "word" -- readRows unprepared`);
    // Other files of a shared worker may have prepared their own statements on this connection: only this
    // test's unprepared text must be absent.
    const statements = (await preparedOnThisConnection()).map((row) => row.statement);
    expect(statements.some((statement) => statement.includes("readRows unprepared"))).toBe(false);
  });

  it("keeps answering a prepared post read after a migration adds a column to the table", async () => {
    const { workspaceId } = await makeWorkspace([]);
    const post = await db.post.create({ data: { workspaceId, caption: "before", platforms: [], status: "draft" } });
    const read = () => getPost({ workspaceId, actor: systemActor, input: { id: post.id } });
    for (let i = 0; i < 7; i++) await read(); // past PostgreSQL's five custom plans, to its generic one
    await db.$executeRawUnsafe(`ALTER TABLE posts ADD COLUMN prepared_statements_test_column int`);
    try {
      await db.post.update({ where: { id: post.id }, data: { caption: "after" } });
      expect((await read()).caption).toBe("after");
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE posts DROP COLUMN prepared_statements_test_column`);
    }
  });
});

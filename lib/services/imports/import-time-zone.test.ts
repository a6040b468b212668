// Where an import reads its dates (issue 38): a date naming no zone is read in the importer's zone (the web
// app sends it) or, through the API, in the workspace's; a row's own offset, `Z` or `timezone` cell always
// wins; fractional seconds are taken; an unknown zone is refused with its name. On the real database.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { importPostFile } from "./import-post-file";
import { importPostRows } from "./import-post-rows";
import { readCsvFile } from "./read-csv-file";

const year = new Date().getUTCFullYear() + 1;

async function setup() {
  const ws = await makeWorkspace([]);
  await makeAccount(ws.workspaceId, "bluesky", { username: "ada.bsky.social" });
  // The workspace is in Berlin; the importer is in Los Angeles.
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { timeZone: "Europe/Berlin" } });
  return { workspaceId: ws.workspaceId, owner: { kind: "user" as const, userId: ws.owner.id } };
}

const CSV = [
  "date,timezone,caption,accounts",
  `${year}-12-08 12:30,,Zone-less,bluesky`,
  `${year}-12-08T12:30:00-05:00,,With an offset,bluesky`,
  `${year}-12-01T09:00:00.000Z,,Fractional seconds and Z,bluesky`,
  `${year}-12-08T12:30:00.250,,Fractional seconds without a zone,bluesky`,
  `${year}-12-08 12:30,Asia/Kolkata,Its own zone cell,bluesky`,
].join("\n");
const bytes = new TextEncoder().encode(CSV);

describe("the zone an import reads its dates in", () => {
  it("reads zone-less dates in the importer's zone (Los Angeles), and keeps every offset, Z and zone cell as written", async () => {
    const { workspaceId, owner } = await setup();
    const file = readCsvFile(bytes);
    const preview = await importPostRows({
      workspaceId,
      actor: owner,
      columns: file.columns,
      rows: file.rows,
      mode: "scheduled",
      dryRun: true,
      timeZone: "America/Los_Angeles",
    });
    const understood = [
      `${year}-12-08T20:30:00.000Z`, // 12:30 PST (-08:00)
      `${year}-12-08T17:30:00.000Z`,
      `${year}-12-01T09:00:00.000Z`,
      `${year}-12-08T20:30:00.250Z`,
      `${year}-12-08T07:00:00.000Z`, // 12:30 IST (+05:30)
    ];
    expect(preview.rows.map((r) => [r.status, r.scheduledAt])).toEqual(understood.map((at) => ["ready", at]));

    const imported = await importPostRows({
      workspaceId,
      actor: owner,
      columns: file.columns,
      rows: file.rows,
      mode: "scheduled",
      timeZone: "America/Los_Angeles",
    });
    expect(imported.summary).toMatchObject({ created: 5, invalid: 0 });
    const posts = await db.post.findMany({ where: { workspaceId }, select: { caption: true, scheduledAt: true } });
    const byCaption = new Map(posts.map((p) => [p.caption, p.scheduledAt?.toISOString()]));
    expect(
      ["Zone-less", "With an offset", "Fractional seconds and Z", "Fractional seconds without a zone", "Its own zone cell"].map((c) => byCaption.get(c)),
    ).toEqual(understood);
  });

  it("reads them in the workspace's zone when no zone is given (the API's default), and says which zone it used", async () => {
    const { workspaceId, owner } = await setup();
    const result = await importPostFile({ workspaceId, actor: owner, bytes, mode: "scheduled", dryRun: true });
    expect(result.timeZone).toBe("Europe/Berlin");
    expect(result.rows[0]!.scheduledAt).toBe(`${year}-12-08T11:30:00.000Z`); // 12:30 CET (+01:00)
    expect(result.rows[2]!.scheduledAt).toBe(`${year}-12-01T09:00:00.000Z`);
    const inLosAngeles = await importPostFile({ workspaceId, actor: owner, bytes, mode: "scheduled", dryRun: true, timeZone: "America/Los_Angeles" });
    expect([inLosAngeles.timeZone, inLosAngeles.rows[0]!.scheduledAt]).toEqual(["America/Los_Angeles", `${year}-12-08T20:30:00.000Z`]);
  });

  it("refuses a zone it does not know with a 400 naming it, before reading any row", async () => {
    const { workspaceId, owner } = await setup();
    const file = readCsvFile(bytes);
    await expect(
      importPostRows({ workspaceId, actor: owner, columns: file.columns, rows: file.rows, mode: "draft", dryRun: true, timeZone: "Mars/Olympus" }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^timezone: “Mars\/Olympus” is not a time zone we know/) });
    expect(await db.post.count({ where: { workspaceId } })).toBe(0);
  });

  it("says no time for the queue, which chooses its own", async () => {
    const { workspaceId, owner } = await setup();
    const result = await importPostFile({ workspaceId, actor: owner, bytes, mode: "queue", dryRun: true, timeZone: "America/Los_Angeles" });
    expect(result.rows.map((r) => r.scheduledAt)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importPostsResult } from "@/lib/schemas/imports";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// POST /posts/import: a CSV body, previewed (dryRun) or imported; a re-import creates nothing new.
const year = new Date().getUTCFullYear() + 1;
const csv = (w: Awaited<ReturnType<typeof makeApiWorkspace>>) =>
  [
    "date,timezone,caption,accounts",
    `${year}-05-01 09:00,Europe/Paris,First,bluesky`,
    `${year}-05-02 09:00,,Second,mastodon:@${w.accounts.mastodon.platformUsername}`,
    `${year}-05-03 25:00,,Bad hour,bluesky`,
  ].join("\n");
const send = (key: string, body: string | Uint8Array<ArrayBuffer>, query: string) =>
  callApi("POST", `/posts/import${query}`, { key, rawBody: body, headers: { "content-type": "text/csv" } });

describe("POST /posts/import", () => {
  it("previews with dryRun (200, nothing stored), imports the good rows (201) and creates nothing on a re-import", async () => {
    const w = await makeApiWorkspace();
    const preview = await send(w.keys.live, csv(w), "?mode=scheduled&dryRun=true");
    expect(preview.status).toBe(200);
    importPostsResult.parse(preview.body);
    expect(preview.body.summary).toEqual({ total: 3, ready: 2, created: 0, alreadyImported: 0, invalid: 1, failed: 0 });
    expect(preview.body.rows[2]).toEqual({
      row: 4,
      status: "invalid",
      problems: [{ column: "date", message: expect.stringMatching(/“\d{4}-05-03 25:00” is not a time of day/) }],
    });
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(0);

    const imported = await send(w.keys.live, csv(w), "?mode=scheduled");
    expect(imported.status).toBe(201);
    expect(imported.body.summary).toMatchObject({ created: 2, invalid: 1 });
    const first = await db.post.findUniqueOrThrow({ where: { id: imported.body.rows[0].postId } });
    expect([first.status, first.scheduledAt?.toISOString()]).toEqual(["scheduled", `${year}-05-01T07:00:00.000Z`]);

    const again = await send(w.keys.live, csv(w), "?mode=draft");
    expect(again.body.summary).toMatchObject({ created: 0, alreadyImported: 2, invalid: 1 });
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(2);
  });

  it.each([
    [
      "a Latin-1 file",
      Buffer.concat([Buffer.from("caption,accounts\nCaf"), Buffer.from([0xe9]), Buffer.from(",bluesky\n")]),
      "",
      /^Row 2, column A “caption”: this file is not UTF-8/,
    ],
    ["no header row", "Hello,bluesky\n", "", /^Row 1 must name the columns/],
    ["10,000 rows", "caption,accounts\n" + "hi,bluesky\n".repeat(10_000), "", /^This file has 10,000 posts; one import takes at most 5,000/],
    ["an unknown mode", "caption,accounts\nhi,bluesky\n", "?mode=now", /^mode: must be one of draft, scheduled, queue/],
    ["an unknown time zone", "caption,accounts\nhi,bluesky\n", "?timezone=Mars%2FOlympus", /^timezone: “Mars\/Olympus” is not a time zone we know/],
    ["an offset for a zone", "caption,accounts\nhi,bluesky\n", "?timezone=%2B02%3A00", /^timezone: “\+02:00” is not a time zone we know/],
  ])("refuses %s with a 400 naming the place", async (_name, body, query, message) => {
    const w = await makeApiWorkspace();
    const res = await send(w.keys.live, typeof body === "string" ? body : new Uint8Array(body), query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  it("reads dates naming no zone in the workspace's zone, or in the `timezone` given; offsets and fractional seconds as written", async () => {
    const w = await makeApiWorkspace();
    await db.workspace.update({ where: { id: w.workspaceId }, data: { timeZone: "Europe/Berlin" } });
    const body = [
      "date,caption,accounts",
      `${year}-12-08 12:30,Zone-less,bluesky`,
      `${year}-12-01T09:00:00.000Z,Fractional,bluesky`,
      `${year}-12-08T12:30:00+05:30,Offset,bluesky`,
    ].join("\n");
    const byDefault = await send(w.keys.live, body, "?mode=scheduled&dryRun=true");
    expect(byDefault.status).toBe(200);
    importPostsResult.parse(byDefault.body);
    expect(byDefault.body.timeZone).toBe("Europe/Berlin");
    expect(byDefault.body.rows.map((r: { scheduledAt?: string }) => r.scheduledAt)).toEqual([
      `${year}-12-08T11:30:00.000Z`,
      `${year}-12-01T09:00:00.000Z`,
      `${year}-12-08T07:00:00.000Z`,
    ]);
    const imported = await send(w.keys.live, body, "?mode=scheduled&timezone=America%2FLos_Angeles");
    expect(imported.status).toBe(201);
    expect(imported.body.timeZone).toBe("America/Los_Angeles");
    const posts = await db.post.findMany({ where: { workspaceId: w.workspaceId }, select: { caption: true, scheduledAt: true }, orderBy: { caption: "asc" } });
    expect(posts.map((p) => [p.caption, p.scheduledAt?.toISOString()])).toEqual([
      ["Fractional", `${year}-12-01T09:00:00.000Z`],
      ["Offset", `${year}-12-08T07:00:00.000Z`],
      ["Zone-less", `${year}-12-08T20:30:00.000Z`],
    ]);
  });

  it("needs posts:write (403) and a key (401)", async () => {
    const w = await makeApiWorkspace();
    expect((await send(w.keys.readOnly, "caption,accounts\nhi,bluesky\n", "?dryRun=true")).status).toBe(403);
    expect((await send(w.keys.viewer, "caption,accounts\nhi,bluesky\n", "")).status).toBe(403);
    expect((await callApi("POST", "/posts/import", { rawBody: "caption,accounts\n" })).status).toBe(401);
  });
});

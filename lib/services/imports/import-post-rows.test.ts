// Importing a post file on the real database: the preview's problems per row and column in the marketer's
// words, rows becoming drafts, scheduled posts or queue entries through the posts services, a re-import
// creating nothing, formula cells refused, and a row whose post could not be made importable again later.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { setPostingSchedule } from "../schedules/posting-schedules";
import { importPostRows } from "./import-post-rows";
import { readCsvFile } from "./read-csv-file";

async function setup() {
  const ws = await makeWorkspace(["viewer"]);
  const owner = { kind: "user" as const, userId: ws.owner.id };
  const bluesky = await makeAccount(ws.workspaceId, "bluesky", { username: "ada.bsky.social" });
  const mastodon = await makeAccount(ws.workspaceId, "mastodon", { username: "ada" });
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { timeZone: "Europe/Berlin" } });
  return { ...ws, owner, bluesky, mastodon };
}

const file = (text: string) => readCsvFile(new TextEncoder().encode(text));
const year = new Date().getUTCFullYear() + 1;

describe("importPostRows", () => {
  it("previews every problem by row and column, then creates only the good rows as scheduled posts, in the row's zone", async () => {
    const { workspaceId, owner, bluesky, mastodon } = await setup();
    const csv = file(
      [
        "date,timezone,caption,caption_x,accounts,media_urls,title,first_comment",
        `${year}-03-01 09:00,,Spring is here,,bluesky:@ada.bsky.social mastodon,https://cdn.example.com/a.jpg,Spring,Link in bio`,
        `${year}-03-02 09:00,America/New_York,Second,,@ada.bsky.social,,,`,
        `${year}-13-02 09:00,,Bad month,,bluesky,,,`,
        `${year}-03-03 09:00,Mars/Olympus,Bad zone,,bluesky,,,`,
        `${year}-03-04 09:00,,${"x".repeat(301)},,bluesky,,,`,
        `${year}-03-05 09:00,,Who?,,bluesky:@nobody twitter,,,`,
        `${year}-03-06 09:00,,Caption for X only,Short,bluesky,ftp://files/x.jpg,,`,
        `${year}-03-07T10:00:00+02:00,,"=cmd|' /C calc'!A0",,bluesky,,,`,
        `,,No date,,bluesky,,,`,
      ].join("\n"),
    );
    const before = await db.post.count({ where: { workspaceId } });
    const preview = await importPostRows({ workspaceId, actor: owner, columns: csv.columns, rows: csv.rows, mode: "scheduled", dryRun: true });
    expect(await db.post.count({ where: { workspaceId } })).toBe(before);
    expect(preview.summary).toEqual({ total: 9, ready: 2, created: 0, alreadyImported: 0, invalid: 7, failed: 0 });
    const problems = Object.fromEntries(preview.rows.map((r) => [r.row, r.problems]));
    expect(problems[2]).toEqual([]);
    expect(problems[3]).toEqual([]);
    expect(problems[4]).toEqual([
      { column: "date", message: `“${year}-13-02 09:00” is not a real date and time in Europe/Berlin. Check the day and the hour.` },
    ]);
    expect(problems[5]).toEqual([
      { column: "timezone", message: "“Mars/Olympus” is not a time zone we know. Write it like Europe/Berlin or America/New_York." },
    ]);
    expect(problems[6]).toEqual([{ column: "caption", message: expect.stringMatching(/Bluesky/) }]);
    expect(problems[6][0].message).not.toMatch(/caption:|platformCaptions/);
    expect(problems[7]).toEqual([
      { column: "accounts", message: "This workspace has no Bluesky account @nobody. Connect it on the Accounts page, or fix the handle." },
      { column: "accounts", message: "This workspace has no connected X (Twitter) account. Connect one on the Accounts page." },
    ]);
    expect(problems[8]).toEqual([
      { column: "caption_x", message: "There is a X (Twitter) caption but no X (Twitter) account in “accounts”." },
      { column: "media_urls", message: "“ftp://files/x.jpg” is not a web address. Media links start with https://." },
    ]);
    expect(problems[9]).toEqual([{ column: "caption", message: expect.stringMatching(/looks like a spreadsheet formula/) }]);
    expect(problems[10]).toEqual([{ column: "date", message: expect.stringMatching(/^Give the date and time to publish/) }]);

    const imported = await importPostRows({ workspaceId, actor: owner, columns: csv.columns, rows: csv.rows, mode: "scheduled" });
    expect(imported.summary).toMatchObject({ created: 2, invalid: 7 });
    const posts = await db.post.findMany({ where: { workspaceId }, orderBy: { scheduledAt: "asc" } });
    expect(posts.map((p) => [p.status, p.scheduledAt?.toISOString(), p.caption, p.title])).toEqual([
      ["scheduled", `${year}-03-01T08:00:00.000Z`, "Spring is here", "Spring"],
      ["scheduled", `${year}-03-02T14:00:00.000Z`, "Second", null],
    ]);
    expect(posts[0].accountMappings).toEqual([
      { platform: "bluesky", accountId: bluesky.id },
      { platform: "mastodon", accountId: mastodon.id },
    ]);
    expect(posts[0].platformOptions).toEqual({ bluesky: { firstComment: "Link in bio" }, mastodon: { firstComment: "Link in bio" } });
    expect(posts[0].mediaUrls).toEqual(["https://cdn.example.com/a.jpg"]);
    expect(imported.rows.find((r) => r.row === 2)?.postId).toBe(posts[0].id);
  });

  it("creates nothing on a re-import (columns reordered, as drafts this time) and imports a repeated row once", async () => {
    const { workspaceId, owner } = await setup();
    const first = file(`caption,accounts\nHello,bluesky\nAgain,mastodon\nHello,bluesky\n`);
    const once = await importPostRows({ workspaceId, actor: owner, columns: first.columns, rows: first.rows, mode: "draft" });
    expect(once.summary).toMatchObject({ created: 2, invalid: 1 });
    expect(once.rows[2].problems).toEqual([{ column: null, message: "This row is the same as row 2: it is imported once." }]);
    const again = file(`accounts,caption\n bluesky ,Hello\nmastodon,Again\nmastodon,New one\n`);
    const twice = await importPostRows({ workspaceId, actor: owner, columns: again.columns, rows: again.rows, mode: "draft" });
    expect(twice.summary).toMatchObject({ created: 1, alreadyImported: 2 });
    expect(await db.post.count({ where: { workspaceId } })).toBe(3);
    expect(await db.postImportRow.count({ where: { workspaceId, postId: { not: null } } })).toBe(3);
  });

  it("puts rows into the queue, and gives a row back when it could not be created so a later import creates it", async () => {
    const { workspaceId, owner, bluesky } = await setup();
    const csv = file(`caption,accounts\nQueued one,bluesky\nQueued two,bluesky\n`);
    const noSlot = await importPostRows({ workspaceId, actor: owner, columns: csv.columns, rows: csv.rows, mode: "queue" });
    expect(noSlot.summary).toMatchObject({ created: 0, failed: 2 });
    expect(noSlot.rows[0].problems[0].message).toMatch(/No free slot/);
    expect(await db.postImportRow.count({ where: { workspaceId } })).toBe(0);

    await setPostingSchedule({ workspaceId, actor: owner, accountId: bluesky.id, input: { timeZone: "UTC", slots: [{ day: 1, time: "09:00" }] } });
    const queued = await importPostRows({ workspaceId, actor: owner, columns: csv.columns, rows: csv.rows, mode: "queue" });
    expect(queued.summary).toMatchObject({ created: 2 });
    const posts = await db.post.findMany({ where: { workspaceId }, orderBy: { scheduledAt: "asc" } });
    expect(posts.map((p) => p.status)).toEqual(["scheduled", "scheduled"]);
    expect(posts[0].scheduledAt!.getTime()).toBeLessThan(posts[1].scheduledAt!.getTime());
  });

  it("lets a viewer preview but not import", async () => {
    const { workspaceId, members } = await setup();
    const viewer = { kind: "user" as const, userId: members.viewer!.id };
    const csv = file(`caption,accounts\nHi,bluesky\n`);
    expect((await importPostRows({ workspaceId, actor: viewer, columns: csv.columns, rows: csv.rows, mode: "draft", dryRun: true })).summary.ready).toBe(1);
    await expect(importPostRows({ workspaceId, actor: viewer, columns: csv.columns, rows: csv.rows, mode: "draft" })).rejects.toMatchObject({ status: 403 });
  });
});

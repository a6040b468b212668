// notifyOutcome for published rows of multi-account posts finishing together: they share one read of their
// groups (group-commit.ts), and each row still gets its own group's answer: the post with a failed row is
// told, the post whose rows all went out is not.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeQueuedRows } from "@/test/publishing/rows";
import { notifyOutcome } from "./notify-outcome";

/** A two-network post fanned out into its rows, final with these statuses; returns its rows. */
async function finishedPost(statuses: ["published" | "failed", "published" | "failed"]) {
  const { workspaceId, owner } = await makeWorkspace();
  const accounts = await Promise.all((["bluesky", "mastodon"] as const).map((platform) => makeAccount(workspaceId, platform)));
  const ids = await makeQueuedRows(workspaceId, [
    { platform: "bluesky", accountId: accounts[0].id },
    { platform: "mastodon", accountId: accounts[1].id },
  ]);
  await Promise.all(ids.map((id, i) => db.post.update({ where: { id }, data: { status: statuses[i], createdByUserId: owner.id } })));
  const rows = await db.post.findMany({ where: { id: { in: ids } } });
  expect(new Set(rows.map((row) => row.groupId)).size).toBe(1);
  return { workspaceId, rows: ids.map((id) => rows.find((row) => row.id === id)!) };
}

describe("notifyOutcome", () => {
  it("tells people about a published row whose sibling failed, and not about one whose siblings all went out, when both finish together", async () => {
    const withFailure = await finishedPost(["failed", "published"]);
    const allOut = await finishedPost(["published", "published"]);

    // Called in one turn of the event loop: one read answers both.
    await Promise.all([notifyOutcome(withFailure.rows[1], "published"), notifyOutcome(allOut.rows[1], "published")]);

    expect(await db.notification.count({ where: { workspaceId: withFailure.workspaceId } })).toBeGreaterThan(0);
    expect(await db.notification.count({ where: { workspaceId: allOut.workspaceId } })).toBe(0);
  });
});

// notify() against a real database: who is told for each kind, what their preferences change, that an event
// raised twice is told once, and that a post failing on three networks is one notification (and one email)
// per person, raised by the real publishing worker once the post's last row finished.
import "@/test/use-database";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PublishingWorker } from "@/lib/publishing/worker";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeQueuedRows, waitForFinal } from "@/test/publishing/rows";
import { notify } from "./notify";

const workers: PublishingWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

async function told(workspaceId: string) {
  const rows = await db.notification.findMany({ where: { workspaceId }, orderBy: { createdAt: "asc" } });
  return rows;
}

async function userIdsTold(workspaceId: string) {
  return (await told(workspaceId)).map((row) => row.userId).sort();
}

async function choose(userId: string, kind: "post_failed" | "team_post_failed" | "approval_requested", channel: "email" | "in_app" | "off") {
  await db.notificationPreference.upsert({ where: { userId_kind: { userId, kind } }, create: { userId, kind, channel }, update: { channel } });
}

async function draftBy(workspaceId: string, authorUserId: string) {
  const account = await makeAccount(workspaceId, "bluesky");
  const [postId] = await makeQueuedRows(workspaceId, [{ platform: "bluesky", accountId: account.id }], { caption: "Spring launch" });
  // Awaiting approval: a request about a post no longer awaiting a decision tells no one.
  await db.post.update({ where: { id: postId }, data: { createdByUserId: authorUserId, status: "draft", approvalState: "pending" } });
  return postId;
}

describe("post_failed", () => {
  it("a post failing on three networks is one notification per person naming all three, raised once the last row finished", async () => {
    const { workspaceId, owner, members } = await makeWorkspace(["admin", "manager", "member", "viewer"]);
    const author = members.member!;
    // The admin follows every failure in the app; the manager left team failures at their default (off).
    await choose(members.admin!.id, "team_post_failed", "in_app");
    const networks = ["bluesky", "mastodon", "discord"] as const;
    const accounts = await Promise.all(networks.map((platform) => makeAccount(workspaceId, platform)));
    const ids = await makeQueuedRows(
      workspaceId,
      networks.map((platform, i) => ({ platform, accountId: accounts[i].id })),
      {
        caption: "Spring launch",
        platformOptions: { sandbox: { outcome: "fail", message: "the sandbox refused this post", latencyMs: 0 }, discord: { latencyMs: 300 } },
      },
    );
    await db.post.updateMany({ where: { id: { in: ids } }, data: { createdByUserId: author.id } });
    const worker = new PublishingWorker({
      workspaceIds: [workspaceId],
      sweepIntervalMs: 30,
      deps: { policy: { maxAttempts: 1, backoffBaseMs: 10, backoffMaxMs: 20 } },
    });
    workers.push(worker);
    worker.start();
    const rows = await waitForFinal(ids);
    expect(rows.map((row) => row.status)).toEqual(["failed", "failed", "failed"]);
    await expect.poll(() => userIdsTold(workspaceId)).toEqual([author.id, members.admin!.id].sort());

    const [forAuthor] = (await told(workspaceId)).filter((row) => row.userId === author.id);
    expect(forAuthor.title).toBe("A post failed on Bluesky, Mastodon and Discord");
    expect(forAuthor.body.split("\n")).toEqual([
      "“Spring launch”",
      "Bluesky: the sandbox refused this post",
      "Mastodon: the sandbox refused this post",
      "Discord: the sandbox refused this post",
    ]);
    expect(forAuthor.link).toBe(`/${workspaceId}/posts`);
    expect(forAuthor.readAt).toBeNull();
    // The owner and the manager did not opt in to other people's failures.
    expect(await userIdsTold(workspaceId)).not.toContain(owner.id);

    // One email, to the author (email is their default); the admin chose the app only.
    const emails = await db.emailMessage.findMany({ where: { workspaceId } });
    expect(emails.map((email) => [email.to, email.kind, email.subject])).toEqual([
      [author.email, "notification.post_failed", expect.stringMatching(/^A post failed on Bluesky, Mastodon and Discord · /)],
    ]);
    expect(emails[0].text).toContain("Discord: the sandbox refused this post");
    expect(emails[0].text).toContain(`/${workspaceId}/posts`);

    // Raised again for any row of the group (a late retry of the event, another process): nothing more.
    for (const id of ids) await notify({ kind: "post_failed", workspaceId, postId: id });
    expect(await told(workspaceId)).toHaveLength(2);
    expect(await db.emailMessage.count({ where: { workspaceId } })).toBe(1);
  });

  it("says nothing while a row of the group is still publishing", async () => {
    const { workspaceId, members } = await makeWorkspace(["member"]);
    const [a, b] = await Promise.all([makeAccount(workspaceId, "bluesky"), makeAccount(workspaceId, "mastodon")]);
    const [first, second] = await makeQueuedRows(workspaceId, [
      { platform: "bluesky", accountId: a.id },
      { platform: "mastodon", accountId: b.id },
    ]);
    await db.post.updateMany({ where: { id: { in: [first, second] } }, data: { createdByUserId: members.member!.id } });
    await db.post.update({ where: { id: first }, data: { status: "failed" } });
    await notify({ kind: "post_failed", workspaceId, postId: first });
    expect(await told(workspaceId)).toEqual([]);
    await db.post.update({ where: { id: second }, data: { status: "published" } });
    await notify({ kind: "post_failed", workspaceId, postId: second });
    const [only] = await told(workspaceId);
    expect(only.title).toBe("A post was only partly published: it failed on Bluesky");
  });

  it("the author's own choice: in the app only, or nothing at all", async () => {
    const { workspaceId, members } = await makeWorkspace(["member"]);
    const author = members.member!;
    const postId = await draftBy(workspaceId, author.id);
    await db.post.update({ where: { id: postId }, data: { status: "failed" } });

    await choose(author.id, "post_failed", "off");
    await notify({ kind: "post_failed", workspaceId, postId });
    expect(await told(workspaceId)).toEqual([]);

    await choose(author.id, "post_failed", "in_app");
    await notify({ kind: "post_failed", workspaceId, postId });
    expect(await userIdsTold(workspaceId)).toEqual([author.id]);
    expect(await db.emailMessage.count({ where: { workspaceId } })).toBe(0);
  });
});

describe("recipients of the other kinds", () => {
  it("approval_requested goes to owners, admins and managers except the person asking", async () => {
    const { workspaceId, owner, members } = await makeWorkspace(["admin", "manager", "member", "viewer"]);
    const postId = await draftBy(workspaceId, members.member!.id);
    await notify({ kind: "approval_requested", workspaceId, postId, actorUserId: members.manager!.id });
    expect(await userIdsTold(workspaceId)).toEqual([owner.id, members.admin!.id].sort());
    const [first] = await told(workspaceId);
    expect(first.title).toBe("manager asks you to approve a post");
    expect(first.link).toBe(`/${workspaceId}/posts/${postId}/edit`);
  });

  it("approval_requested about a post already decided tells no one", async () => {
    const { workspaceId, members } = await makeWorkspace(["member"]);
    const postId = await draftBy(workspaceId, members.member!.id);
    await db.post.update({ where: { id: postId }, data: { approvalState: "approved" } });
    await notify({ kind: "approval_requested", workspaceId, postId, actorUserId: members.member!.id });
    expect(await userIdsTold(workspaceId)).toEqual([]);
  });

  it("a second request for the same post is a new event only with its own occurrence id", async () => {
    const { workspaceId, owner, members } = await makeWorkspace(["member"]);
    const postId = await draftBy(workspaceId, members.member!.id);
    const ask = (occurrenceId?: string) => notify({ kind: "approval_requested", workspaceId, postId, actorUserId: members.member!.id, occurrenceId });
    await ask();
    await ask();
    expect(await userIdsTold(workspaceId)).toEqual([owner.id]);
    await ask("request-2");
    expect(await userIdsTold(workspaceId)).toEqual([owner.id, owner.id]);
  });

  it("post_approved and changes_requested go to the author, never to a reviewer reviewing their own post", async () => {
    const { workspaceId, owner, members } = await makeWorkspace(["member"]);
    const author = members.member!;
    const postId = await draftBy(workspaceId, author.id);
    await notify({ kind: "changes_requested", workspaceId, postId, actorUserId: owner.id, comment: "Shorter, please." });
    await notify({ kind: "post_approved", workspaceId, postId, actorUserId: owner.id });
    const rows = await told(workspaceId);
    expect(rows.map((row) => [row.userId, row.kind])).toEqual([
      [author.id, "changes_requested"],
      [author.id, "post_approved"],
    ]);
    expect(rows[0].body).toBe("Shorter, please.\n\nThe post: “Spring launch”");

    const ownPost = await draftBy(workspaceId, owner.id);
    await notify({ kind: "post_approved", workspaceId, postId: ownPost, actorUserId: owner.id });
    expect(await told(workspaceId)).toHaveLength(2);
  });

  it("invitation_accepted goes to the inviter and the owners and admins, never the new member; outsiders never", async () => {
    const { workspaceId, owner, members } = await makeWorkspace(["admin", "manager", "member"]);
    const outsider = await makeWorkspace();
    await notify({ kind: "invitation_accepted", workspaceId, invitedByUserId: members.manager!.id, newMemberUserId: members.member!.id });
    await notify({ kind: "invitation_accepted", workspaceId, invitedByUserId: outsider.owner.id, newMemberUserId: members.admin!.id });
    const rows = await told(workspaceId);
    expect(
      rows
        .filter((row) => row.body.startsWith("member"))
        .map((row) => row.userId)
        .sort(),
    ).toEqual([owner.id, members.admin!.id, members.manager!.id].sort());
    // The admin joining is not told to the admin, and the outsider who "invited" is not a member.
    expect(rows.filter((row) => row.body.startsWith("admin")).map((row) => row.userId)).toEqual([owner.id]);
  });

  it("an event of a workspace that does not hold the post tells nobody", async () => {
    const { workspaceId, members } = await makeWorkspace(["member"]);
    const other = await makeWorkspace();
    const postId = await draftBy(workspaceId, members.member!.id);
    await notify({ kind: "post_approved", workspaceId: other.workspaceId, postId, actorUserId: other.owner.id });
    expect(await told(other.workspaceId)).toEqual([]);
  });
});

import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { hashLinkToken } from "@/lib/auth/link-token";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { submitPostForApproval } from "@/lib/services/approvals/submit-post-for-approval";
import { createPost } from "@/lib/services/posts/create-post";
import { updatePost } from "@/lib/services/posts/update-post";
import { setPostsNeedApproval } from "@/lib/services/workspaces/set-posts-need-approval";
import { makeWorkspace } from "@/test/factories";
import { createReviewLink } from "./create-review-link";
import { decideReviewPost } from "./decide-review-post";
import { listPostReviewDecisions } from "./list-post-review-decisions";
import { listReviewLinks } from "./list-review-links";
import { openReviewLink } from "./open-review-link";
import { PASSCODE_ATTEMPTS_PER_LINK, unlockReviewLink } from "./review-passcode";
import { revokeReviewLink } from "./revoke-review-link";

// Client review links through the services: what is stored, when a link opens, the passcode and its limiter,
// that a link reaches only its own posts, and that a client's decision is an approval like a manager's.
async function setup() {
  const { owner, workspaceId, members } = await makeWorkspace(["manager", "member"]);
  const as = (userId: string) => ({ kind: "user" as const, userId });
  await setPostsNeedApproval({ workspaceId, actor: as(owner.id), input: { enabled: true } });
  const account = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "bluesky", username: `rv-${owner.id.slice(0, 6)}.bsky.social`, sandbox: true },
  });
  await db.webhookEndpoint.create({
    data: { workspaceId, url: "https://hooks.example.test/postlane", events: ["post.approved", "post.changes_requested"], secretEncrypted: "unused" },
  });
  const member = as(members.member!.id);
  const manager = as(members.manager!.id);
  const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const submitted = async (caption: string) => {
    const id = (await createPost({ workspaceId, actor: member, input: { caption, accountMappings: [{ platform: "bluesky", accountId: account.id }] } }))
      .postIds[0];
    await submitPostForApproval({ workspaceId, actor: member, input: { id, body: { scheduledAt: at } } });
    return id;
  };
  return { workspaceId, owner, member, manager, memberId: members.member!.id, managerId: members.manager!.id, account, submitted };
}

describe("review links", () => {
  it("stores only the token's hash and the passcode's argon2 hash; lists and revokes", async () => {
    const t = await setup();
    const id = await t.submitted("Spring launch");
    const link = await createReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: { postIds: [id], passcode: "tulip-42" } });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db.reviewLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.tokenHash).toBe(hashLinkToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(row.passcodeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain("tulip-42");
    // 14 days unless said.
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000)).toBe(14);
    const listed = (await listReviewLinks({ workspaceId: t.workspaceId, actor: t.manager })).rows;
    expect(listed).toEqual([expect.objectContaining({ id: link.id, state: "active", postCount: 1, hasPasscode: true })]);
    expect(JSON.stringify(listed)).not.toContain(link.token);
    // Members cannot make or list links.
    await expect(createReviewLink({ workspaceId: t.workspaceId, actor: t.member, input: { postIds: [id] } })).rejects.toMatchObject({ status: 403 });
    await expect(listReviewLinks({ workspaceId: t.workspaceId, actor: t.member })).rejects.toMatchObject({ status: 403 });

    await revokeReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: { id: link.id } });
    expect(await openReviewLink({ token: link.token })).toEqual({ state: "closed", problem: "revoked" });
    await expect(decideReviewPost({ token: link.token, input: { decision: "approved", postId: id, reviewerName: "Dana" } })).rejects.toMatchObject({
      status: 410,
    });
    expect((await listReviewLinks({ workspaceId: t.workspaceId, actor: { kind: "user", userId: t.owner.id } })).rows[0].state).toBe("revoked");
  });

  it("expires: a link past its time opens nothing and decides nothing", async () => {
    const t = await setup();
    const id = await t.submitted("Summer sale");
    const link = await createReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: { postIds: [id], expiresInDays: 1 } });
    expect((await openReviewLink({ token: link.token })).state).toBe("open");
    expect(await openReviewLink({ token: link.token, now: new Date(Date.now() + 2 * 86_400_000) })).toEqual({ state: "closed", problem: "expired" });
    await db.reviewLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(decideReviewPost({ token: link.token, input: { decision: "approved", postId: id, reviewerName: "Dana" } })).rejects.toMatchObject({
      status: 410,
      message: expect.stringMatching(/expired/),
    });
    expect((await db.post.findUniqueOrThrow({ where: { id } })).approvalState).toBe("pending");
    // A token never issued, or of the wrong shape.
    expect(await openReviewLink({ token: "x".repeat(43) })).toEqual({ state: "closed", problem: "invalid" });
    expect(await openReviewLink({ token: "../../etc" })).toEqual({ state: "closed", problem: "invalid" });
  });

  it("a passcode locks the posts until typed; wrong guesses are limited, even the right one past the budget", async () => {
    const t = await setup();
    const id = await t.submitted("Autumn");
    const link = await createReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: { postIds: [id], passcode: "tulip-42" } });
    expect(await openReviewLink({ token: link.token })).toEqual({ state: "locked", title: link.title });
    await expect(decideReviewPost({ token: link.token, input: { decision: "approved", postId: id, reviewerName: "Dana" } })).rejects.toMatchObject({
      status: 409,
    });
    const address = `203.0.113.${Math.floor(Math.random() * 200)}`;
    await expect(unlockReviewLink({ token: link.token, passcode: "wrong", clientAddress: address, redisUrl: "" })).rejects.toMatchObject({
      status: 400,
    });
    const { proof } = await unlockReviewLink({ token: link.token, passcode: "tulip-42", clientAddress: address, redisUrl: "" });
    expect((await openReviewLink({ token: link.token, proof })).state).toBe("open");
    expect((await openReviewLink({ token: link.token, proof: proof.slice(0, -2) + "xx" })).state).toBe("locked");
    for (let i = 2; i < PASSCODE_ATTEMPTS_PER_LINK; i++) {
      await expect(unlockReviewLink({ token: link.token, passcode: `guess-${i}`, clientAddress: address, redisUrl: "" })).rejects.toMatchObject({
        status: 400,
      });
    }
    await expect(unlockReviewLink({ token: link.token, passcode: "tulip-42", clientAddress: address, redisUrl: "" })).rejects.toMatchObject({
      status: 429,
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
    // The budget is in the shared store, not in this process: the database one here ("" names no Redis, which an
    // undefined would not: it takes the default, REDIS_URL, set in CI).
    expect(await db.rateLimitCounter.count({ where: { key: { contains: link.id } } })).toBe(1);
  });

  it("reaches only its own posts: another workspace's post cannot be added, a post outside the link cannot be decided, the page names no workspace", async () => {
    const t = await setup();
    const other = await setup();
    const inside = await t.submitted("Inside the link");
    const outside = await t.submitted("Not shared");
    const foreign = await other.submitted("Another workspace");
    await expect(createReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: { postIds: [inside, foreign] } })).rejects.toMatchObject({
      status: 404,
    });
    const link = await createReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: { postIds: [inside] } });
    for (const postId of [outside, foreign]) {
      await expect(decideReviewPost({ token: link.token, input: { decision: "approved", postId, reviewerName: "Dana" } })).rejects.toMatchObject({
        status: 404,
      });
    }
    expect((await db.post.findUniqueOrThrow({ where: { id: outside } })).approvalState).toBe("pending");
    expect((await db.post.findUniqueOrThrow({ where: { id: foreign } })).approvalState).toBe("pending");
    const page = await openReviewLink({ token: link.token });
    expect(page.state).toBe("open");
    const text = JSON.stringify(page);
    expect(text).not.toContain(t.workspaceId);
    expect(text).not.toContain(outside);
    expect(text).not.toContain(t.memberId);
    // A range takes the upcoming posts of the chosen accounts only.
    const ranged = await createReviewLink({
      workspaceId: t.workspaceId,
      actor: t.manager,
      input: { range: { from: new Date().toISOString(), to: new Date(Date.now() + 7 * 86_400_000).toISOString(), accountIds: [t.account.id] } },
    });
    expect(ranged.postCount).toBe(2);
    await expect(
      createReviewLink({
        workspaceId: t.workspaceId,
        actor: t.manager,
        input: { range: { from: new Date().toISOString(), to: new Date(Date.now() + 7 * 86_400_000).toISOString(), accountIds: [other.account.id] } },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(createReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: {} })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/postIds: choose posts/),
    });
  });

  it("a client's decision goes through the approval service as an external reviewer: state, webhooks, notifications, history", async () => {
    const t = await setup();
    const first = await t.submitted("First");
    const second = await t.submitted("Second");
    const link = await createReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: { postIds: [first, second], title: "October for Acme" } });

    await decideReviewPost({ token: link.token, input: { decision: "approved", postId: first, reviewerName: "Dana from Acme", comment: "Lovely" } });
    const approved = await db.post.findUniqueOrThrow({ where: { id: first } });
    expect(approved).toMatchObject({
      status: "scheduled",
      approvalState: "approved",
      approvalDecidedByUserId: null,
      approvalDecidedByReviewer: "Dana from Acme",
      approvalReviewLinkId: link.id,
      approvalComment: "Lovely",
    });
    await expect(
      decideReviewPost({ token: link.token, input: { decision: "changes_requested", postId: second, reviewerName: "Dana from Acme" } as never }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/comment: say what should change/) });
    await decideReviewPost({
      token: link.token,
      input: { decision: "changes_requested", postId: second, reviewerName: "Dana from Acme", comment: "Use the new logo" },
    });
    expect(await db.post.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ status: "draft", approvalState: "changes_requested" });
    // Deciding twice is refused by the approval service itself.
    await expect(decideReviewPost({ token: link.token, input: { decision: "approved", postId: first, reviewerName: "Dana" } })).rejects.toMatchObject({
      status: 409,
    });

    const events = await db.webhookEvent.findMany({ where: { workspaceId: t.workspaceId }, orderBy: { createdAt: "asc" }, select: { type: true } });
    expect(events.map((e) => e.type)).toEqual(["post.approved", "post.changes_requested"]);
    const told = await db.notification.findMany({ where: { workspaceId: t.workspaceId, kind: { in: ["post_approved", "changes_requested"] } } });
    // The author and the manager who sent the link, told who the client is.
    expect(told.map((n) => [n.kind, n.userId]).sort()).toEqual(
      [
        ["changes_requested", t.managerId],
        ["changes_requested", t.memberId],
        ["post_approved", t.managerId],
        ["post_approved", t.memberId],
      ].sort(),
    );
    expect(told.find((n) => n.kind === "post_approved")!.title).toBe("Dana from Acme (client review) approved your post");

    // The author edits the post sent back: the client sees the new text, the earlier decision as about an older version.
    await updatePost({ workspaceId: t.workspaceId, actor: t.member, input: { id: second, changes: { caption: "Second, with the new logo" } } });
    const page = await openReviewLink({ token: link.token });
    if (page.state !== "open") throw new Error("link should be open");
    const shown = page.posts.find((p) => p.id === second)!;
    expect(shown.checks[0].text).toContain("with the new logo");
    expect(shown.decisions).toEqual([expect.objectContaining({ decision: "changes_requested", current: false, reviewerName: "Dana from Acme" })]);
    expect(page.posts.find((p) => p.id === first)!.decisions[0]).toMatchObject({ decision: "approved", current: true });
    // The post's history in the editor.
    const history = await listPostReviewDecisions({ workspaceId: t.workspaceId, actor: t.member, input: { postId: second } });
    expect(history).toEqual([
      expect.objectContaining({ decision: "changes_requested", comment: "Use the new logo", linkTitle: "October for Acme", current: false }),
    ]);
    // Resubmitted, it can be decided again; the new decision is about the current version.
    await submitPostForApproval({
      workspaceId: t.workspaceId,
      actor: t.member,
      input: { id: second, body: { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() } },
    });
    expect(await db.post.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ approvalDecidedByReviewer: null, approvalReviewLinkId: null });
    await decideReviewPost({ token: link.token, input: { decision: "approved", postId: second, reviewerName: "Dana from Acme" } });
    const again = await openReviewLink({ token: link.token });
    if (again.state !== "open") throw new Error("link should be open");
    expect(again.posts.find((p) => p.id === second)!.decisions.map((d) => [d.decision, d.current])).toEqual([
      ["approved", true],
      ["changes_requested", false],
    ]);
  });

  it("decides with the maker's current authority: a maker no longer a manager decides nothing", async () => {
    const t = await setup();
    const id = await t.submitted("Winter");
    const link = await createReviewLink({ workspaceId: t.workspaceId, actor: t.manager, input: { postIds: [id] } });
    await db.membership.update({ where: { workspaceId_userId: { workspaceId: t.workspaceId, userId: t.managerId } }, data: { role: "member" } });
    await expect(decideReviewPost({ token: link.token, input: { decision: "approved", postId: id, reviewerName: "Dana" } })).rejects.toMatchObject({
      status: 403,
    });
    expect((await db.post.findUniqueOrThrow({ where: { id } })).approvalState).toBe("pending");
  });
});

// The first comment through the publishing pipeline against the Mastodon stand-in: a comment the network
// refuses leaves the post published with the comment's error; retrying the comment alone posts it once; a
// comment whose answer was lost is looked up, never posted twice.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PublishingWorker } from "@/lib/publishing/worker";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startFakeMastodon, type FakeMastodon } from "@/test/fakes/mastodon-server";
import { makeWorkspace } from "@/test/factories";
import { makeAccount, makeQueuedRows, waitForFinal, waitForSettledComment } from "@/test/publishing/rows";
import { systemActor } from "../actor";
import { retryFirstComment } from "./retry-first-comment";

const STATUSES = /^\/api\/v1\/statuses$/;
let mastodon: FakeMastodon;
const workers: PublishingWorker[] = [];

beforeAll(async () => {
  mastodon = await startFakeMastodon();
  allowMediaHost(mastodon.url);
});
afterAll(async () => {
  await mastodon.close();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

async function publishWithComment(comment: string) {
  const { workspaceId } = await makeWorkspace();
  const account = await makeAccount(workspaceId, "mastodon", {
    sandbox: false,
    accessToken: mastodon.issueToken(),
    settings: { instanceUrl: mastodon.url, accountId: mastodon.account.id },
  });
  const caption = `post ${crypto.randomUUID()}`;
  const [id] = await makeQueuedRows(workspaceId, [{ platform: "mastodon", accountId: account.id }], {
    caption,
    platformOptions: { mastodon: { firstComment: comment } },
  });
  const worker = new PublishingWorker({
    workspaceIds: [workspaceId],
    sweepIntervalMs: 30,
    deps: { policy: { maxAttempts: 3, backoffBaseMs: 10, backoffMaxMs: 20 } },
  });
  workers.push(worker);
  worker.start();
  const [row] = await waitForFinal([id]);
  return { workspaceId, id, row, caption };
}

const replies = (text: string) => mastodon.statuses.filter((s) => s.text === text);

describe("first comment in the pipeline", () => {
  it("posts the comment as a reply after the post; its result sits on the post's", async () => {
    const text = `comment ${crypto.randomUUID()}`;
    const { row } = await publishWithComment(text);
    expect(row.status).toBe("published");
    expect(row.platformResults).toHaveLength(1);
    const [reply] = replies(text);
    expect(reply.in_reply_to_id).toBe(row.platformResults[0].remotePostId);
    expect(row.platformResults[0].firstComment).toEqual({
      status: "posted",
      id: reply.id,
      url: `${mastodon.url}/@alice/${reply.id}`,
      attempted_at: expect.any(String),
    });
  });

  it("a refused comment keeps the post published with the comment's error; retrying the comment alone posts it once", async () => {
    const text = `refused ${crypto.randomUUID()}`;
    // The post goes through; the comment after it is refused.
    mastodon.inject(STATUSES, { kind: "delay", ms: 0 });
    mastodon.inject(STATUSES, { kind: "reply", reply: { status: 422, body: { error: "Validation failed: Text character limit exceeded" } } });
    const { workspaceId, id, row, caption } = await publishWithComment(text);
    expect(row.status).toBe("published");
    expect(mastodon.statuses.filter((s) => s.text === caption)).toHaveLength(1);
    expect(row.platformResults).toEqual([expect.objectContaining({ success: true, error: null })]);
    expect(row.platformResults[0].firstComment).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^mastodon: first comment: .*character limit/),
    });
    expect(replies(text)).toHaveLength(0);

    const retried = await retryFirstComment({ workspaceId, actor: systemActor, input: { id } });
    expect(retried.status).toBe("published");
    expect(replies(text)).toHaveLength(1);
    expect(retried.platformResults![0].firstComment).toMatchObject({ status: "posted", id: replies(text)[0].id });
    // The post itself was not sent again, and a posted comment is not retried.
    expect(mastodon.statuses.filter((s) => s.text === caption)).toHaveLength(1);
    await expect(retryFirstComment({ workspaceId, actor: systemActor, input: { id } })).rejects.toMatchObject({
      status: 400,
      message: "The first comment is already posted",
    });
  });

  it("a comment whose answer was lost is looked up on retry, not posted twice", async () => {
    const text = `lost ${crypto.randomUUID()}`;
    mastodon.inject(STATUSES, { kind: "delay", ms: 0 });
    mastodon.inject(STATUSES, { kind: "drop-after-apply" });
    const { workspaceId, id, row } = await publishWithComment(text);
    expect(row.status).toBe("published");
    expect(row.platformResults[0].firstComment).toMatchObject({ status: "failed" });
    expect(replies(text)).toHaveLength(1); // it went out; the answer did not come back
    const retried = await retryFirstComment({ workspaceId, actor: systemActor, input: { id } });
    expect(retried.platformResults![0].firstComment).toMatchObject({ status: "posted", id: replies(text)[0].id });
    expect(replies(text)).toHaveLength(1);
  });

  it("answers a person's retry of a test post with the row and its posted comment (the posts list shows test posts too)", async () => {
    const { workspaceId, owner } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "mastodon");
    // A test post through the sandbox, whose network refuses the comment once (as for a missing permission).
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "mastodon", accountId: account.id }], {
      mode: "test",
      platformOptions: { mastodon: { firstComment: `tickets ${crypto.randomUUID()}` }, sandbox: { commentOutcome: "fail", latencyMs: 0 } },
    });
    const worker = new PublishingWorker({ workspaceIds: [workspaceId], sweepIntervalMs: 30 });
    workers.push(worker);
    worker.start();
    const { comment } = await waitForSettledComment(id);
    expect(comment.status).toBe("failed");

    const retried = await retryFirstComment({ workspaceId, actor: { kind: "user", userId: owner.id }, input: { id } });
    expect(retried).toMatchObject({ id, status: "published" });
    expect(retried.platformResults![0].firstComment).toMatchObject({ status: "posted" });
  });

  it("refuses a post without a failed comment", async () => {
    const { workspaceId } = await makeWorkspace();
    const account = await makeAccount(workspaceId, "mastodon");
    const [id] = await makeQueuedRows(workspaceId, [{ platform: "mastodon", accountId: account.id }]);
    await expect(retryFirstComment({ workspaceId, actor: systemActor, input: { id } })).rejects.toMatchObject({ status: 400 });
    await expect(retryFirstComment({ workspaceId, actor: systemActor, input: { id: crypto.randomUUID() } })).rejects.toMatchObject({ status: 404 });
  });
});

import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decryptToken } from "@/lib/crypto/token-cipher";
import { blueskyAdapter } from "@/lib/platforms/bluesky/adapter";
import { resetEnv } from "@/lib/env";
import { makeWorkspace } from "@/test/factories";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startBlueskyNetwork, type BlueskyTestAccount, type BlueskyTestNetwork } from "@/test/fakes/bluesky-network";
import { publishInput, RowRun } from "@/test/fakes/social-adapter-harness";
import { connectBluesky } from "./connect-bluesky";

let net: BlueskyTestNetwork;
let carol: BlueskyTestAccount;

beforeAll(async () => {
  net = await startBlueskyNetwork();
  carol = await net.createAccount("carol.test");
  // The local PDS is on localhost, which a person-typed service address may not be: the operator allows it.
  process.env.BLUESKY_API_BASE_URL = net.url;
  allowMediaHost(net.url);
}, 120_000);
afterAll(async () => {
  delete process.env.BLUESKY_API_BASE_URL;
  await net?.close();
});

describe("connectBluesky (real PDS)", () => {
  it("logs in once with the app password and keeps the session, not the password", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const account = await connectBluesky({
      workspaceId,
      actor: { kind: "user", userId: owner.id },
      input: { handle: "@carol.test", appPassword: carol.appPassword, service: net.url },
    });
    expect(account).toMatchObject({ platform: "bluesky", platformAccountId: carol.did, platformUsername: "carol.test", requiresReauth: false });
    const row = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    const accessJwt = decryptToken(row.accessTokenEnc!);
    const refreshJwt = decryptToken(row.refreshTokenEnc!);
    expect(accessJwt.split(".")).toHaveLength(3);
    expect(refreshJwt).not.toBe(accessJwt);
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(JSON.stringify(row)).not.toContain(carol.appPassword);
    expect(row.settings).toMatchObject({ handle: "carol.test", serviceUrl: new URL(net.url).origin });

    // The stored session publishes as it is.
    const [item] = await new RowRun(blueskyAdapter, publishInput("bluesky", { text: "connected through Postlane" }), {
      id: row.id,
      platform: "bluesky",
      platformAccountId: row.platformAccountId,
      platformUsername: row.platformUsername,
      settings: row.settings as Record<string, unknown>,
      credentials: { accessToken: accessJwt, refreshToken: refreshJwt, expiresAt: row.tokenExpiresAt },
    }).publishAll();
    expect(item.remotePostId).toContain(carol.did);
  });

  it("reconnecting clears requires_reauth on the same row; a wrong password stores nothing and names the field", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const first = await connectBluesky({ workspaceId, actor, input: { handle: "carol.test", appPassword: carol.appPassword, service: net.url } });
    await db.socialAccount.update({ where: { id: first.id }, data: { requiresReauth: true } });
    const again = await connectBluesky({ workspaceId, actor, input: { handle: "carol.test", appPassword: carol.appPassword, service: net.url } });
    expect(again).toMatchObject({ id: first.id, requiresReauth: false });

    const other = await makeWorkspace();
    const otherActor = { kind: "user" as const, userId: other.owner.id };
    await expect(
      connectBluesky({
        workspaceId: other.workspaceId,
        actor: otherActor,
        input: { handle: "carol.test", appPassword: "aaaa-bbbb-cccc-dddd", service: net.url },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^appPassword: the handle or app password is wrong/) });
    await expect(
      connectBluesky({ workspaceId: other.workspaceId, actor: otherActor, input: { handle: "carol.test", appPassword: carol.password, service: net.url } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^appPassword: must be an app password/) });
    expect(await db.socialAccount.count({ where: { workspaceId: other.workspaceId } })).toBe(0);
  });

  it("refuses a service address inside this server's network when no override or allowance is set", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    delete process.env.BLUESKY_API_BASE_URL;
    const allowed = process.env.POSTLANE_MEDIA_ALLOWED_HOSTS;
    delete process.env.POSTLANE_MEDIA_ALLOWED_HOSTS;
    resetEnv();
    try {
      await expect(
        connectBluesky({
          workspaceId,
          actor: { kind: "user", userId: owner.id },
          input: { handle: "carol.test", appPassword: carol.appPassword, service: net.url },
        }),
      ).rejects.toMatchObject({ status: 400, message: "service: must be the public https address of a Bluesky PDS, such as https://bsky.social" });
    } finally {
      process.env.BLUESKY_API_BASE_URL = net.url;
      process.env.POSTLANE_MEDIA_ALLOWED_HOSTS = allowed;
      resetEnv();
    }
  });

  it("stayed on this machine", () => {
    expect(net.outsideLookups).toEqual([]);
  });
});

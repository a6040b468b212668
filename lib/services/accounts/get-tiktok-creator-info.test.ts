// A TikTok account's posting options read from the TikTok stand-in through the one refresh service: what the
// composer's TikTok panel narrows itself to. Sandbox accounts answer as a public creator; other networks'
// accounts and other workspaces' are refused.
import "@/test/use-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@/lib/services/actor";
import { FakeTiktokServer, OPEN_ID, TIKTOK_CLIENT } from "@/test/fakes/tiktok-server";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { addSocialAccount } from "./add-social-account";
import { getTiktokCreatorInfo } from "./get-tiktok-creator-info";

const tt = new FakeTiktokServer();

beforeAll(async () => {
  await tt.start();
  process.env.TIKTOK_API_BASE_URL = tt.url;
  process.env.TIKTOK_CLIENT_ID = TIKTOK_CLIENT.clientId;
  process.env.TIKTOK_CLIENT_SECRET = TIKTOK_CLIENT.clientSecret;
});
afterAll(async () => {
  await tt.stop();
  delete process.env.TIKTOK_API_BASE_URL;
});

async function tiktokAccount(workspaceId: string) {
  const tokens = tt.tokensFor();
  const account = await addSocialAccount({
    workspaceId,
    actor: systemActor,
    input: { platform: "tiktok", username: "postlane.studio", platformAccountId: OPEN_ID, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
  });
  return account;
}

describe("getTiktokCreatorInfo", () => {
  it("reads the creator's offered privacy levels and turned-off interactions from TikTok", async () => {
    const { workspaceId, owner } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const account = await tiktokAccount(workspaceId);
    tt.privacyLevelOptions = ["MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"];
    expect(await getTiktokCreatorInfo({ workspaceId, actor, accountId: account.id })).toEqual({
      username: "postlane.studio",
      nickname: "Postlane Studio",
      privacyLevelOptions: ["MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: true,
      maxVideoPostDurationSec: 600,
    });

    const sandbox = await makeAccount(workspaceId, "tiktok", { sandbox: true, username: "ada.tok" });
    expect(await getTiktokCreatorInfo({ workspaceId, actor, accountId: sandbox.id })).toMatchObject({
      username: "ada.tok",
      privacyLevelOptions: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"],
    });
    const bluesky = await makeAccount(workspaceId, "bluesky");
    await expect(getTiktokCreatorInfo({ workspaceId, actor, accountId: bluesky.id })).rejects.toMatchObject({
      status: 400,
      message: "id: this is a Bluesky account; posting options are read only for TikTok accounts",
    });
    const outsider = await makeWorkspace();
    await expect(
      getTiktokCreatorInfo({ workspaceId: outsider.workspaceId, actor: { kind: "user", userId: outsider.owner.id }, accountId: account.id }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

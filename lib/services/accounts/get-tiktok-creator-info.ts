// A TikTok account's posting options as TikTok states them now (the composer's TikTok panel narrows its
// choices to them, as TikTok's guidelines require). Sandbox accounts answer as a public creator with nothing
// turned off. 400 for another network's account, 404 outside the workspace, 409 to reconnect.
import { TIKTOK_PRIVACY_LEVELS } from "../../platforms/tiktok/validate";
import { readTiktokCreatorInfo, type TiktokCreatorInfo } from "../../platforms/tiktok/creator-info";
import type { ContentActor } from "../workspaces/authorize-actor";
import { readFromNetwork } from "./read-from-network";

export async function getTiktokCreatorInfo({
  workspaceId,
  actor,
  accountId,
}: {
  workspaceId: string;
  actor: ContentActor;
  accountId: string;
}): Promise<TiktokCreatorInfo> {
  return readFromNetwork({
    workspaceId,
    actor,
    accountId,
    platform: "tiktok",
    what: "read its posting options",
    onlyFor: "posting options are read only for TikTok accounts",
    sandbox: (row) => ({
      username: row.platformUsername,
      nickname: row.platformUsername,
      privacyLevelOptions: [...TIKTOK_PRIVACY_LEVELS],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: false,
      maxVideoPostDurationSec: 600,
    }),
    read: readTiktokCreatorInfo,
  });
}

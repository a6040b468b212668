// What TikTok lets this creator post right now (POST /v2/post/publish/creator_info/query/,
// https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info): the nickname to show,
// the privacy levels on offer (a private account has no PUBLIC_TO_EVERYONE), the interactions the creator has
// turned off in the app, and the longest video allowed. The Content Sharing Guidelines require the posting UI
// to follow it; the adapter checks it again when the row publishes.
import type { AccountContext } from "../types";
import { creatorInfo, tiktokPost } from "./client";

export interface TiktokCreatorInfo {
  username: string | null;
  nickname: string | null;
  privacyLevelOptions: string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoPostDurationSec: number | null;
}

export async function readTiktokCreatorInfo(account: AccountContext, signal: AbortSignal): Promise<TiktokCreatorInfo> {
  const info = await tiktokPost("/v2/post/publish/creator_info/query/", {}, creatorInfo, {
    accessToken: account.credentials.accessToken,
    what: "reading the creator's posting options",
    signal,
  });
  return {
    username: info.creator_username ?? null,
    nickname: info.creator_nickname ?? null,
    privacyLevelOptions: info.privacy_level_options,
    commentDisabled: info.comment_disabled ?? false,
    duetDisabled: info.duet_disabled ?? false,
    stitchDisabled: info.stitch_disabled ?? false,
    maxVideoPostDurationSec: info.max_video_post_duration_sec ?? null,
  };
}

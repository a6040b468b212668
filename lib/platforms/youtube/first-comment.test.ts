import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { FakeMediaHost } from "@/test/fakes/oauth-media-host";
import { commentContext, phaseContext, publishAll, publishInput } from "@/test/fakes/oauth-phase-runner";
import { CHANNEL_ID, FakeYoutubeServer, YOUTUBE_CLIENT } from "@/test/fakes/youtube-server";
import { validateFirstComment } from "../first-comment";
import { PlatformPermanentError } from "../errors";
import type { AccountContext, PublishInput } from "../types";
import { youtubeAdapter } from "./adapter";
import { YOUTUBE_COMMENT_SCOPE } from "./first-comment";

const yt = new FakeYoutubeServer();
const media = new FakeMediaHost();
let video = "";

beforeAll(async () => {
  await Promise.all([yt.start(), media.start()]);
  allowMediaHost(media.url);
  process.env.YOUTUBE_API_BASE_URL = yt.url;
  process.env.YOUTUBE_CLIENT_ID = YOUTUBE_CLIENT.clientId;
  process.env.YOUTUBE_CLIENT_SECRET = YOUTUBE_CLIENT.clientSecret;
  video = media.add("clip.mp4", "video/mp4", 300 * 1024);
});
afterAll(async () => {
  await Promise.all([yt.stop(), media.stop()]);
  delete process.env.YOUTUBE_API_BASE_URL;
});

function account(scopes?: string[]): AccountContext {
  const tokens = yt.tokensFor("user-1", scopes);
  return {
    id: crypto.randomUUID(),
    platform: "youtube",
    platformAccountId: CHANNEL_ID,
    platformUsername: "@postlane",
    settings: { channelId: CHANNEL_ID },
    credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null },
    ...(scopes ? { grantedScopes: scopes } : {}),
  };
}

const input = (options: Record<string, unknown> = {}): PublishInput =>
  publishInput({
    platform: "youtube",
    text: "How we ship every week.",
    media: [{ url: video, kind: "video" }],
    mediaType: "video",
    options: { title: "Weekly shipping", categoryId: "28", madeForKids: false, firstComment: "Chapters: 0:00 intro", ...options },
  });

describe("YouTube first comment against the stand-in", () => {
  it("asks for youtube.force-ssl at connect, the one scope commentThreads.insert lists", async () => {
    const { youtubeOAuth } = await import("./oauth");
    expect(youtubeOAuth.scopes).toContain(YOUTUBE_COMMENT_SCOPE);
  });

  it("posts a top-level comment on the new video by the channel, and finds it again after a crash", async () => {
    const ctx = phaseContext(input(), account());
    const { items, state } = await publishAll(youtubeAdapter, ctx);
    const done = phaseContext(ctx.input, ctx.account, state, items);
    const comment = await youtubeAdapter.firstComment!.publish(commentContext(done, "Chapters: 0:00 intro"));
    const stored = yt.commentThreads.find((c) => c.id === comment.remotePostId)!;
    expect(stored).toMatchObject({ videoId: items[0].remotePostId, authorChannelId: CHANNEL_ID, text: "Chapters: 0:00 intro" });
    expect(comment.remotePermalink).toBe(`https://www.youtube.com/watch?v=${items[0].remotePostId}&lc=${comment.remotePostId}`);
    expect(await youtubeAdapter.firstComment!.findExisting(commentContext(done, "Chapters: 0:00 intro"))).toEqual({ status: "found", item: comment });
    expect(await youtubeAdapter.firstComment!.findExisting(commentContext(done, "never sent"))).toEqual({ status: "absent" });
  });

  it("a channel connected before first comments (no force-ssl) gets a reconnect message and no call is made", async () => {
    const old = account(["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube.readonly"]);
    const ctx = phaseContext(input(), old);
    const { items, state } = await publishAll(youtubeAdapter, ctx);
    const before = yt.commentThreads.length;
    const error = await youtubeAdapter.firstComment!.publish(commentContext(phaseContext(ctx.input, old, state, items), "hi")).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformPermanentError);
    expect((error as Error).message).toContain("reconnect");
    expect(yt.commentThreads.length).toBe(before);
  });

  it("a token without force-ssl whose grant is unknown is refused by the stand-in: a permanent comment error, not a reauth of the channel", async () => {
    const tokens = yt.tokensFor("user-1", ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube.readonly"]);
    const unknownGrant = { ...account(), credentials: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: null } };
    const ctx = phaseContext(input(), unknownGrant);
    const { items, state } = await publishAll(youtubeAdapter, ctx);
    const error = await youtubeAdapter.firstComment!.publish(commentContext(phaseContext(ctx.input, unknownGrant, state, items), "hi")).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformPermanentError);
    expect((error as Error).message).toContain("reconnect");
  });

  it("the stand-in refuses comments on a video made for kids, and the dry run says so first", async () => {
    expect(validateFirstComment(input({ madeForKids: true }))).toMatchObject([
      {
        field: "platformOptions.youtube.firstComment",
        message: "firstComment is not supported: YouTube turns comments off on videos made for kids",
        kind: "unsupported",
      },
    ]);
    const ctx = phaseContext(input({ madeForKids: true }), account());
    const { items, state } = await publishAll(youtubeAdapter, ctx);
    const error = await youtubeAdapter.firstComment!.publish(commentContext(phaseContext(ctx.input, ctx.account, state, items), "hi")).catch((e) => e);
    expect((error as Error).message).toContain("commentsDisabled");
  });

  it("takes no images in the comment, and says why", () => {
    expect(validateFirstComment(input({ firstCommentMedia: [{ url: "https://cdn.example/a.png" }] }))).toMatchObject([
      {
        field: "platformOptions.youtube.firstCommentMedia",
        message: "firstCommentMedia is not supported: YouTube comments are text only",
        kind: "unsupported",
      },
    ]);
  });
});

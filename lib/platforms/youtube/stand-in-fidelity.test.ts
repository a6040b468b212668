// The YouTube stand-in is stricter than Google: each Data API method refuses a token holding none of the scopes
// its reference page lists, the scopes our connect flow asks for cover every method the adapter calls, `part` is
// allow-listed, tokens expire on the clock and a refresh keeps the refresh token, and ids are strings.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { missingScopes } from "@/test/fakes/oauth-server";
import { answer, shortGrants } from "@/test/fakes/scope-probe";
import { CHANNEL_ID, FakeYoutubeServer, YOUTUBE_CLIENT, YOUTUBE_ENDPOINT_SCOPES } from "@/test/fakes/youtube-server";
import { youtubeOAuth } from "./oauth";

const yt = new FakeYoutubeServer();
beforeAll(() => yt.start());
afterAll(() => yt.stop());
afterEach(() => vi.useRealTimers());

const call = (token: string, method: string, path: string, init: { json?: unknown; headers?: Record<string, string>; body?: string } = {}) =>
  fetch(`${yt.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(init.json === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  }).then(answer);

const metadata = { snippet: { title: "Scoped", categoryId: "22" }, status: { privacyStatus: "private", selfDeclaredMadeForKids: false } };
const startSession = (token: string, part = "snippet,status") =>
  fetch(`${yt.url}/upload/youtube/v3/videos?uploadType=resumable&part=${part}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-upload-content-length": "4", "x-upload-content-type": "video/mp4" },
    body: JSON.stringify(metadata),
  });

/** Uploads a 4-byte video and answers its id. */
async function uploadVideo(token: string): Promise<string> {
  const location = (await startSession(token)).headers.get("location")!;
  const done = await fetch(location, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-range": "bytes 0-3/4" },
    body: Buffer.from("abcd"),
  });
  return ((await done.json()) as { id: string }).id;
}

const requests: Record<keyof typeof YOUTUBE_ENDPOINT_SCOPES, (token: string) => Promise<{ status: number; body: unknown }>> = {
  "channels.list": (t) => call(t, "GET", "/youtube/v3/channels?part=snippet&mine=true"),
  "videos.insert": (t) => startSession(t).then(answer),
  "thumbnails.set": (t) => call(t, "POST", "/upload/youtube/v3/thumbnails/set?videoId=none", { headers: { "content-type": "image/png" }, body: "png" }),
  "videos.list": (t) => call(t, "GET", "/youtube/v3/videos?part=statistics&id=none"),
  "commentThreads.insert": (t) =>
    call(t, "POST", "/youtube/v3/commentThreads?part=snippet", {
      json: { snippet: { channelId: CHANNEL_ID, videoId: "none", topLevelComment: { snippet: { textOriginal: "hi" } } } },
    }),
  "commentThreads.list": (t) => call(t, "GET", "/youtube/v3/commentThreads?part=snippet&videoId=none"),
};

describe("YouTube stand-in: scopes per method", () => {
  it("our connect flow asks for a scope each method the adapter calls accepts", () => {
    for (const rule of Object.values(YOUTUBE_ENDPOINT_SCOPES)) expect(missingScopes(youtubeOAuth.scopes, rule)).toEqual([]);
  });

  it.each(Object.entries(YOUTUBE_ENDPOINT_SCOPES))("%s refuses a token with none of its scopes, as Google does", async (method, rule) => {
    const send = requests[method as keyof typeof YOUTUBE_ENDPOINT_SCOPES];
    expect((await send(yt.tokensFor().accessToken)).status).not.toBe(403);
    for (const short of shortGrants(youtubeOAuth.scopes, rule)) {
      const refused = await send(yt.tokensFor("user-1", short.scopes).accessToken);
      expect(refused).toMatchObject({
        status: 403,
        body: {
          error: {
            code: 403,
            status: "PERMISSION_DENIED",
            errors: [{ reason: "insufficientPermissions" }],
            details: [{ reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT" }],
          },
        },
      });
    }
  });

  it("an upload-only grant may upload but not list the channel or read statistics", async () => {
    const token = yt.tokensFor("user-1", ["https://www.googleapis.com/auth/youtube.upload"]).accessToken;
    expect((await startSession(token)).status).toBe(200);
    expect((await call(token, "GET", "/youtube/v3/channels?part=snippet&mine=true")).status).toBe(403);
    expect((await call(token, "GET", "/youtube/v3/videos?part=statistics&id=x")).status).toBe(403);
  });
});

describe("YouTube stand-in: parts", () => {
  it("refuses an unknown part with unknownPart, and a missing one", async () => {
    const token = yt.tokensFor().accessToken;
    for (const path of ["/youtube/v3/videos?part=statistics,analytics&id=x", "/youtube/v3/channels?part=snippet,subscribers&mine=true"]) {
      expect(await call(token, "GET", path)).toMatchObject({ status: 400, body: { error: { errors: [{ reason: "unknownPart", domain: "youtube.part" }] } } });
    }
    expect((await startSession(token, "snippet,views")).status).toBe(400);
    expect((await call(token, "GET", "/youtube/v3/videos?id=x")).status).toBe(400);
  });

  it("videos.list answers only the parts asked for, with string ids and string counts and no dislikeCount", async () => {
    const token = yt.tokensFor().accessToken;
    const id = await uploadVideo(token);
    const { body } = await call(token, "GET", `/youtube/v3/videos?part=statistics&id=${id}`);
    const [item] = (body as { items: Record<string, unknown>[] }).items;
    expect(Object.keys(item).sort()).toEqual(["id", "kind", "statistics"]);
    expect(typeof item.id).toBe("string");
    expect(Object.values(item.statistics as object).every((v) => typeof v === "string" && /^\d+$/.test(v))).toBe(true);
    expect(item.statistics).not.toHaveProperty("dislikeCount");
  });
});

describe("YouTube stand-in: comment threads", () => {
  it("commentThreads.insert needs snippet.channelId, videoId and topLevelComment.snippet.textOriginal, on an existing video", async () => {
    const token = yt.tokensFor().accessToken;
    const videoId = await uploadVideo(token);
    const insert = (snippet: Record<string, unknown>) => call(token, "POST", "/youtube/v3/commentThreads?part=snippet", { json: { snippet } });
    const text = { topLevelComment: { snippet: { textOriginal: "First!" } } };
    expect(await insert({ videoId, ...text })).toMatchObject({ status: 400, body: { error: { errors: [{ reason: "invalidCommentMetadata" }] } } });
    expect(await insert({ channelId: CHANNEL_ID, ...text })).toMatchObject({ status: 400 });
    expect(await insert({ channelId: CHANNEL_ID, videoId: "gone", ...text })).toMatchObject({
      status: 404,
      body: { error: { errors: [{ reason: "videoNotFound" }] } },
    });
    expect(await insert({ channelId: CHANNEL_ID, videoId, topLevelComment: { snippet: { textOriginal: "x".repeat(10_001) } } })).toMatchObject({
      status: 400,
      body: { error: { errors: [{ reason: "commentTextTooLong" }] } },
    });
    const made = await insert({ channelId: CHANNEL_ID, videoId, ...text });
    expect(made).toMatchObject({
      status: 200,
      body: { kind: "youtube#commentThread", snippet: { videoId, topLevelComment: { snippet: { textOriginal: "First!" } } } },
    });
    const listed = await call(token, "GET", `/youtube/v3/commentThreads?part=snippet&videoId=${videoId}&maxResults=101`);
    expect(listed.status).toBe(400);
  });
});

describe("YouTube stand-in: tokens", () => {
  const refresh = (refreshToken: string) =>
    fetch(`${yt.url}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: YOUTUBE_CLIENT.clientId,
        client_secret: YOUTUBE_CLIENT.clientSecret,
      }),
    }).then(answer);

  it("an access token dies after an hour on the clock; a refresh gives no new refresh token and the old one keeps working until revoked", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const tokens = yt.tokensFor();
    vi.advanceTimersByTime(3600_000);
    expect((await call(tokens.accessToken, "GET", "/youtube/v3/channels?part=snippet&mine=true")).status).toBe(401);
    const first = await refresh(tokens.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty("refresh_token");
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
    yt.oauth.revokeRefreshToken(tokens.refreshToken);
    expect(await refresh(tokens.refreshToken)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });
});

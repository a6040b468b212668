// The TikTok stand-in is stricter than TikTok: each endpoint refuses a token short of the scope its reference
// page names, the scopes our connect flow asks for cover every endpoint the adapter calls, user and video
// fields are allow-listed (user fields per scope), tokens expire on the clock, and ids have TikTok's types.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { missingScopes } from "@/test/fakes/oauth-server";
import { answer, shortGrants } from "@/test/fakes/scope-probe";
import { FakeTiktokServer, TIKTOK_CLIENT, TIKTOK_ENDPOINT_SCOPES } from "@/test/fakes/tiktok-server";
import { tiktokOAuth } from "./oauth";

const tt = new FakeTiktokServer();
beforeAll(() => tt.start());
afterAll(() => tt.stop());
afterEach(() => vi.useRealTimers());

const call = (token: string, method: string, path: string, json?: unknown) =>
  fetch(`${tt.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === "POST" ? { "content-type": "application/json; charset=UTF-8" } : {}) },
    body: method === "POST" ? JSON.stringify(json ?? {}) : undefined,
  }).then(answer);

const videoSource = { source: "FILE_UPLOAD", video_size: 1000, chunk_size: 1000, total_chunk_count: 1 };
const photo = (mode: string) => ({
  media_type: "PHOTO",
  post_mode: mode,
  post_info: { privacy_level: "SELF_ONLY" },
  source_info: { source: "PULL_FROM_URL", photo_images: ["https://media.example/a.jpg"] },
});

/** A published video's public id, through init → upload → status. */
async function publishVideo(token: string): Promise<string> {
  const init = await call(token, "POST", "/v2/post/publish/video/init/", { post_info: { privacy_level: "SELF_ONLY", title: "t" }, source_info: videoSource });
  const { publish_id, upload_url } = (init.body as { data: { publish_id: string; upload_url: string } }).data;
  await fetch(upload_url, { method: "PUT", headers: { "content-type": "video/mp4", "content-range": "bytes 0-999/1000" }, body: "x".repeat(1000) });
  const status = await fetch(`${tt.url}/v2/post/publish/status/fetch/`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ publish_id }),
  });
  // The id is an int64 beyond a double's range: read its digits from the text.
  return /"publicaly_available_post_id":\[(\d+)\]/.exec(await status.text())![1];
}

const requests: Record<keyof typeof TIKTOK_ENDPOINT_SCOPES, (token: string) => Promise<{ status: number; body: unknown }>> = {
  "GET /v2/user/info/": (t) => call(t, "GET", "/v2/user/info/?fields=open_id,display_name,avatar_url"),
  "POST /v2/post/publish/creator_info/query/": (t) => call(t, "POST", "/v2/post/publish/creator_info/query/"),
  "POST /v2/post/publish/video/init/": (t) =>
    call(t, "POST", "/v2/post/publish/video/init/", { post_info: { privacy_level: "SELF_ONLY" }, source_info: videoSource }),
  "POST /v2/post/publish/inbox/video/init/": (t) => call(t, "POST", "/v2/post/publish/inbox/video/init/", { source_info: videoSource }),
  "POST /v2/post/publish/content/init/ DIRECT_POST": (t) => call(t, "POST", "/v2/post/publish/content/init/", photo("DIRECT_POST")),
  "POST /v2/post/publish/content/init/ MEDIA_UPLOAD": (t) => call(t, "POST", "/v2/post/publish/content/init/", photo("MEDIA_UPLOAD")),
  "POST /v2/post/publish/status/fetch/": (t) => call(t, "POST", "/v2/post/publish/status/fetch/", { publish_id: "v_pub_file~v2-1.none" }),
  "POST /v2/video/query/": (t) => call(t, "POST", "/v2/video/query/?fields=id,view_count", { filters: { video_ids: ["7300000000000000001"] } }),
};

describe("TikTok stand-in: scopes per endpoint", () => {
  it("our connect flow asks for every scope each endpoint the adapter calls needs", () => {
    for (const rule of Object.values(TIKTOK_ENDPOINT_SCOPES)) expect(missingScopes(tiktokOAuth.scopes, rule)).toEqual([]);
  });

  it.each(Object.entries(TIKTOK_ENDPOINT_SCOPES))("%s refuses a token short of its scope with scope_not_authorized", async (endpoint, rule) => {
    const send = requests[endpoint as keyof typeof TIKTOK_ENDPOINT_SCOPES];
    expect((await send(tt.tokensFor().accessToken)).body).not.toMatchObject({ error: { code: "scope_not_authorized" } });
    for (const short of shortGrants(tiktokOAuth.scopes, rule)) {
      expect(await send(tt.tokensFor("user-1", short.scopes).accessToken)).toMatchObject({ status: 401, body: { error: { code: "scope_not_authorized" } } });
    }
  });

  it("the consent page can grant fewer scopes than asked, and the token carries only those", async () => {
    tt.oauth.grantedScopes = "user.info.basic,video.upload";
    try {
      const authorize = await fetch(
        `${tt.url}/v2/auth/authorize/?client_key=${TIKTOK_CLIENT.clientId}&response_type=code&scope=${tiktokOAuth.scopes.join(",")}&redirect_uri=https://app.example/cb`,
        { redirect: "manual" },
      );
      const code = new URL(authorize.headers.get("location")!).searchParams.get("code")!;
      const token = await fetch(`${tt.url}/v2/oauth/token/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_key: TIKTOK_CLIENT.clientId,
          client_secret: TIKTOK_CLIENT.clientSecret,
          grant_type: "authorization_code",
          code,
          redirect_uri: "https://app.example/cb",
        }),
      }).then(answer);
      const body = token.body as { access_token: string; scope: string };
      expect(body.scope).toBe("user.info.basic,video.upload");
      expect((await requests["POST /v2/post/publish/inbox/video/init/"](body.access_token)).status).toBe(200);
      expect(await requests["POST /v2/post/publish/video/init/"](body.access_token)).toMatchObject({
        status: 401,
        body: { error: { code: "scope_not_authorized" } },
      });
    } finally {
      tt.oauth.grantedScopes = null;
    }
  });
});

describe("TikTok stand-in: fields", () => {
  it("user info: an unknown field is invalid_params, a field of a scope not granted is scope_permission_missed", async () => {
    const token = tt.tokensFor().accessToken;
    expect(await call(token, "GET", "/v2/user/info/?fields=open_id,nickname")).toMatchObject({ status: 400, body: { error: { code: "invalid_params" } } });
    expect(await call(token, "GET", "/v2/user/info/?fields=open_id,follower_count")).toMatchObject({
      status: 401,
      body: { error: { code: "scope_permission_missed" } },
    });
    const withStats = tt.tokensFor("user-1", [...tiktokOAuth.scopes, "user.info.stats"]).accessToken;
    expect(await call(withStats, "GET", "/v2/user/info/?fields=open_id,follower_count")).toMatchObject({
      status: 200,
      body: { data: { user: { open_id: expect.any(String), follower_count: 1200 } } },
    });
  });

  it("video query: fields are required and allow-listed, the answer holds only them, id a string and create_time a number", async () => {
    const token = tt.tokensFor().accessToken;
    const id = await publishVideo(token);
    const filters = { filters: { video_ids: [id] } };
    expect(await call(token, "POST", "/v2/video/query/?fields=id,play_count", filters)).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_params" } },
    });
    expect((await call(token, "POST", "/v2/video/query/", filters)).status).toBe(400);
    const { body } = await call(token, "POST", "/v2/video/query/?fields=id,create_time,view_count", filters);
    const [video] = (body as { data: { videos: Record<string, unknown>[] } }).data.videos;
    expect(video).toEqual({ id, create_time: expect.any(Number), view_count: 5000 });
  });
});

describe("TikTok stand-in: tokens", () => {
  const refresh = (refreshToken: string) =>
    fetch(`${tt.url}/v2/oauth/token/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_key: TIKTOK_CLIENT.clientId,
        client_secret: TIKTOK_CLIENT.clientSecret,
        grant_type: "refresh_token",
        refresh_token: refreshToken,
      }),
    }).then(answer);

  it("access tokens die after 2 hours, a used refresh token is invalid_grant", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const tokens = tt.tokensFor();
    vi.advanceTimersByTime(2 * 3600_000);
    expect(await requests["GET /v2/user/info/"](tokens.accessToken)).toMatchObject({ status: 401, body: { error: { code: "access_token_invalid" } } });
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
    expect(await refresh(tokens.refreshToken)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refresh tokens live 180 days from the consent: rotation does not extend them, and refresh_expires_in counts down", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const first = tt.tokensFor();
    vi.advanceTimersByTime(100 * 86_400_000);
    const rotated = await refresh(first.refreshToken);
    expect(rotated.body).toMatchObject({ refresh_expires_in: 80 * 86_400 });
    const second = (rotated.body as { refresh_token: string }).refresh_token;
    vi.advanceTimersByTime(80 * 86_400_000);
    expect(await refresh(second)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });
});

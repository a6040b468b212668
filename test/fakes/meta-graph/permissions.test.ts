// The fake Graph server demands, endpoint by endpoint, the permissions Meta documents (./permissions.ts): a
// token without one is refused with Graph's permission error, a token from the fake dialog holds exactly what
// the dialog asked for, and a Page token holds its user token's permissions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MetaGraphServer, startMetaGraphServer } from "../meta-graph-server";
import { graphCall } from "./graph-call";
import { FULL_GRANT } from "./store";

let server: MetaGraphServer;
const ids = { user: "", page: "", ig: "", threadsUser: "", post: "", video: "", igMedia: "", igContainer: "", threadsMedia: "" };

async function created(answer: Promise<{ status: number; body: Record<string, unknown> }>, key = "id"): Promise<string> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return String(body[key]);
}

beforeAll(async () => {
  server = await startMetaGraphServer({ videoProcessingPolls: 0 });
  const { userId, userToken } = server.addFacebookUser();
  const page = server.addPage(userId, { instagramUsername: "perm.check" });
  const threads = server.addThreadsUser();
  Object.assign(ids, { user: userId, page: page.pageId, ig: page.igUserId!, threadsUser: threads.userId });
  ids.post = await created(graphCall(server, "POST", `/${page.pageId}/feed`, { message: "hello", access_token: page.pageToken }));
  ids.video = await created(graphCall(server, "POST", `/${page.pageId}/video_reels`, { upload_phase: "start", access_token: page.pageToken }), "video_id");
  ids.igContainer = await created(graphCall(server, "POST", `/${ids.ig}/media`, { image_url: server.mediaUrl("a.jpg"), access_token: userToken }));
  ids.igMedia = await created(graphCall(server, "POST", `/${ids.ig}/media_publish`, { creation_id: ids.igContainer, access_token: userToken }));
  const container = await created(
    graphCall(server, "POST", `/${threads.userId}/threads`, { media_type: "TEXT", text: "hi", access_token: threads.token }, "/v1.0"),
  );
  ids.threadsMedia = await created(
    graphCall(server, "POST", `/${threads.userId}/threads_publish`, { creation_id: container, access_token: threads.token }, "/v1.0"),
  );
});
afterAll(() => server.close());

type Holder = "page" | "user" | "threads";

function tokenFor(holder: Holder, permissions: readonly string[]): string {
  if (holder === "threads") return server.issueToken("threads", ids.threadsUser, "threads", 3600, permissions);
  return holder === "page"
    ? server.issueToken("facebook", ids.page, "page", null, permissions)
    : server.issueToken("facebook", ids.user, "user", 3600, permissions);
}

interface Case {
  what: string;
  holder: Holder;
  method: "GET" | "POST";
  path: () => string;
  params: () => Promise<Record<string, string>> | Record<string, string>;
  missing: string;
  code: 10 | 200;
}

const cases: Case[] = [
  {
    what: "POST /{page}/feed",
    holder: "page",
    method: "POST",
    path: () => `/${ids.page}/feed`,
    params: () => ({ message: "hi" }),
    missing: "pages_manage_posts",
    code: 200,
  },
  {
    what: "POST /{page}/photos",
    holder: "page",
    method: "POST",
    path: () => `/${ids.page}/photos`,
    params: () => ({ url: server.mediaUrl("b.jpg"), published: "false" }),
    missing: "pages_read_engagement",
    code: 200,
  },
  {
    what: "POST /{page}/video_reels",
    holder: "page",
    method: "POST",
    path: () => `/${ids.page}/video_reels`,
    params: () => ({ upload_phase: "start" }),
    missing: "pages_show_list",
    code: 200,
  },
  { what: "GET /{page}/feed", holder: "page", method: "GET", path: () => `/${ids.page}/feed`, params: () => ({}), missing: "pages_read_engagement", code: 200 },
  { what: "GET /{page}/videos", holder: "page", method: "GET", path: () => `/${ids.page}/videos`, params: () => ({}), missing: "pages_show_list", code: 200 },
  {
    what: "GET /{post}/insights",
    holder: "page",
    method: "GET",
    path: () => `/${ids.post}/insights`,
    params: () => ({ metric: "post_media_view" }),
    missing: "read_insights",
    code: 200,
  },
  {
    what: "GET /{video}/video_insights",
    holder: "page",
    method: "GET",
    path: () => `/${ids.video}/video_insights`,
    params: () => ({ metric: "total_video_views" }),
    missing: "read_insights",
    code: 200,
  },
  { what: "GET /me/accounts", holder: "user", method: "GET", path: () => "/me/accounts", params: () => ({}), missing: "pages_show_list", code: 200 },
  {
    what: "GET /{page}?fields=access_token",
    holder: "user",
    method: "GET",
    path: () => `/${ids.page}`,
    params: () => ({ fields: "access_token" }),
    missing: "pages_show_list",
    code: 200,
  },
  {
    what: "POST /{ig-user}/media",
    holder: "user",
    method: "POST",
    path: () => `/${ids.ig}/media`,
    params: () => ({ image_url: server.mediaUrl("c.jpg") }),
    missing: "instagram_content_publish",
    code: 10,
  },
  {
    what: "POST /{ig-user}/media_publish",
    holder: "user",
    method: "POST",
    path: () => `/${ids.ig}/media_publish`,
    params: async () => ({
      creation_id: await created(
        graphCall(server, "POST", `/${ids.ig}/media`, { image_url: server.mediaUrl("d.jpg"), access_token: tokenFor("user", FULL_GRANT.facebook) }),
      ),
    }),
    missing: "instagram_content_publish",
    code: 10,
  },
  {
    what: "GET /{ig-container}",
    holder: "user",
    method: "GET",
    path: () => `/${ids.igContainer}`,
    params: () => ({ fields: "status_code" }),
    missing: "instagram_content_publish",
    code: 10,
  },
  { what: "GET /{ig-user}/media", holder: "user", method: "GET", path: () => `/${ids.ig}/media`, params: () => ({}), missing: "instagram_basic", code: 10 },
  {
    what: "GET /{ig-user}/stories",
    holder: "user",
    method: "GET",
    path: () => `/${ids.ig}/stories`,
    params: () => ({}),
    missing: "instagram_manage_insights",
    code: 10,
  },
  {
    what: "GET /{ig-media}",
    holder: "user",
    method: "GET",
    path: () => `/${ids.igMedia}`,
    params: () => ({ fields: "permalink" }),
    missing: "pages_read_engagement",
    code: 10,
  },
  {
    what: "GET /{ig-media}/insights",
    holder: "user",
    method: "GET",
    path: () => `/${ids.igMedia}/insights`,
    params: () => ({ metric: "views" }),
    missing: "instagram_manage_insights",
    code: 10,
  },
  {
    what: "POST /{threads-user}/threads",
    holder: "threads",
    method: "POST",
    path: () => `/${ids.threadsUser}/threads`,
    params: () => ({ media_type: "TEXT", text: "again" }),
    missing: "threads_content_publish",
    code: 10,
  },
  {
    what: "POST /{threads-user}/threads with reply_to_id",
    holder: "threads",
    method: "POST",
    path: () => `/${ids.threadsUser}/threads`,
    params: () => ({ media_type: "TEXT", text: "a reply", reply_to_id: ids.threadsMedia }),
    missing: "threads_manage_replies",
    code: 10,
  },
  { what: "GET /me/threads", holder: "threads", method: "GET", path: () => "/me/threads", params: () => ({}), missing: "threads_basic", code: 10 },
  {
    what: "GET /{threads-media}/replies",
    holder: "threads",
    method: "GET",
    path: () => `/${ids.threadsMedia}/replies`,
    params: () => ({}),
    missing: "threads_read_replies",
    code: 10,
  },
  {
    what: "GET /{threads-media}/insights",
    holder: "threads",
    method: "GET",
    path: () => `/${ids.threadsMedia}/insights`,
    params: () => ({ metric: "views" }),
    missing: "threads_manage_insights",
    code: 10,
  },
];

async function call(c: Case, permissions: readonly string[]) {
  const params = { ...(await c.params()), access_token: tokenFor(c.holder, permissions) };
  return graphCall(server, c.method, c.path(), params, c.holder === "threads" ? "/v1.0" : "/v23.0");
}

const fullGrant = (holder: Holder) => FULL_GRANT[holder === "threads" ? "threads" : "facebook"];

describe("the fake Graph server checks permissions per endpoint", () => {
  it.each(cases)("$what is refused without $missing", async (c) => {
    const { status, body } = await call(
      c,
      fullGrant(c.holder).filter((p) => p !== c.missing),
    );
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: c.code, message: expect.stringContaining(c.missing) });
    expect(body.error!.message).toMatch(c.code === 200 ? /^\(#200\) / : /^\(#10\) /);
  });

  it.each(cases)("$what is answered with every permission granted", async (c) => {
    const { status, body } = await call(c, fullGrant(c.holder));
    expect(status, JSON.stringify(body)).toBe(200);
  });
});

it("th_refresh_token renews only a token holding threads_basic", async () => {
  const refresh = async (permissions: readonly string[]) => {
    const token = tokenFor("threads", permissions);
    server.store.tokens.get(token)!.issuedAt -= 25 * 3600_000; // old enough to be renewed
    return graphCall(server, "GET", "/refresh_access_token", { grant_type: "th_refresh_token", access_token: token }, "");
  };
  expect((await refresh(["threads_content_publish"])).body.error).toMatchObject({ code: 10, message: expect.stringContaining("threads_basic") });
  expect((await refresh(["threads_basic"])).status).toBe(200);
});

describe("the fake dialogs grant what they are asked for", () => {
  const redirectUri = "https://postlane.test/callback";

  async function facebookCode(scope: string) {
    const dialog = await fetch(
      `${server.url}/v23.0/dialog/oauth?${new URLSearchParams({ client_id: server.options.app.clientId, redirect_uri: redirectUri, scope })}`,
      { redirect: "manual" },
    );
    return { dialog, code: new URL(dialog.headers.get("location") ?? redirectUri).searchParams.get("code") ?? "" };
  }

  it("refuses a scope Meta does not know, as its dialog does", async () => {
    const { dialog } = await facebookCode("pages_show_list,publish_actions");
    expect(dialog.status).toBe(400);
    expect(((await dialog.json()) as { error: { message: string } }).error.message).toContain("Invalid Scopes: publish_actions");
  });

  it("a Facebook token holds only the asked permissions, and so do the Page tokens taken from it", async () => {
    const { code } = await facebookCode("pages_show_list");
    const app = { client_id: server.options.app.clientId, client_secret: server.options.app.clientSecret };
    const short = await graphCall(server, "GET", "/oauth/access_token", { ...app, redirect_uri: redirectUri, code }, "/v23.0");
    const long = await graphCall(
      server,
      "GET",
      "/oauth/access_token",
      { ...app, grant_type: "fb_exchange_token", fb_exchange_token: String(short.body.access_token) },
      "/v23.0",
    );
    const userToken = String(long.body.access_token);
    const permissions = await graphCall(server, "GET", "/me/permissions", { access_token: userToken });
    expect((permissions.body.data as { permission: string }[]).map((p) => p.permission).sort()).toEqual(["pages_show_list", "public_profile"]);
    const accounts = await graphCall(server, "GET", "/me/accounts", { fields: "id,access_token", access_token: userToken });
    const pageToken = (accounts.body.data as { id: string; access_token: string }[]).find((p) => p.id === ids.page)!.access_token;
    const post = await graphCall(server, "POST", `/${ids.page}/feed`, { message: "not allowed", access_token: pageToken });
    expect(post.status).toBe(403);
    expect(post.body.error).toMatchObject({ code: 200, message: expect.stringContaining("pages_manage_posts and pages_read_engagement") });
  });

  it("a Threads token holds only the asked permissions through the long-lived exchange", async () => {
    const dialog = await fetch(
      `${server.url}/oauth/authorize?${new URLSearchParams({ client_id: server.options.app.clientId, redirect_uri: redirectUri, scope: "threads_basic" })}`,
      { redirect: "manual" },
    );
    const code = new URL(dialog.headers.get("location")!).searchParams.get("code")!;
    const app = { client_id: server.options.app.clientId, client_secret: server.options.app.clientSecret };
    const short = await graphCall(server, "POST", "/oauth/access_token", { ...app, grant_type: "authorization_code", redirect_uri: redirectUri, code });
    const long = await graphCall(server, "GET", "/access_token", {
      client_secret: app.client_secret,
      grant_type: "th_exchange_token",
      access_token: String(short.body.access_token),
    });
    const token = String(long.body.access_token);
    expect((await graphCall(server, "GET", "/me/threads", { access_token: token }, "/v1.0")).status).toBe(200);
    const publish = await graphCall(server, "POST", "/me/threads", { media_type: "TEXT", text: "no", access_token: token }, "/v1.0");
    expect(publish.body.error).toMatchObject({ code: 10, message: expect.stringContaining("threads_content_publish") });
  });
});

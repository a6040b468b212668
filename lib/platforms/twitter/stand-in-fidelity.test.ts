// The X stand-in is stricter than X: each endpoint refuses a token short of a scope its docs.x.com page lists,
// the scopes our connect flow asks for cover every endpoint the adapter calls, fields are allow-listed, private
// metrics follow X's author-and-30-days rule, tokens expire on the clock, and ids are strings.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { missingScopes } from "@/test/fakes/oauth-server";
import { answer, shortGrants } from "@/test/fakes/scope-probe";
import { FakeTwitterServer, X_ENDPOINT_SCOPES } from "@/test/fakes/twitter-server";
import { twitterOAuth } from "./oauth";

const x = new FakeTwitterServer();
beforeAll(() => x.start());
afterAll(() => x.stop());
afterEach(() => vi.useRealTimers());

const call = (token: string, method: string, path: string, json?: unknown) =>
  fetch(`${x.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  }).then(answer);

async function postTweet(token: string, text = `hello ${crypto.randomUUID()}`): Promise<string> {
  const { status, body } = await call(token, "POST", "/2/tweets", { text });
  expect(status).toBe(201);
  return (body as { data: { id: string } }).data.id;
}

/** One request per endpoint, each one the endpoint would take from a token with every scope. */
const requests: Record<keyof typeof X_ENDPOINT_SCOPES, (token: string) => Promise<{ status: number; body: unknown }>> = {
  "GET /2/users/me": (t) => call(t, "GET", "/2/users/me?user.fields=profile_image_url"),
  "POST /2/media/upload/initialize": (t) =>
    call(t, "POST", "/2/media/upload/initialize", { media_type: "image/png", total_bytes: 3, media_category: "tweet_image" }),
  "POST /2/media/upload/{id}/append": (t) => call(t, "POST", "/2/media/upload/1/append"),
  "POST /2/media/upload/{id}/finalize": (t) => call(t, "POST", "/2/media/upload/1/finalize"),
  "GET /2/media/upload": (t) => call(t, "GET", "/2/media/upload?command=STATUS&media_id=1"),
  "POST /2/media/metadata": (t) => call(t, "POST", "/2/media/metadata", { id: "1", metadata: { alt_text: { text: "a cat" } } }),
  "POST /2/tweets": (t) => call(t, "POST", "/2/tweets", { text: `scoped ${crypto.randomUUID()}` }),
  "GET /2/users/{id}/tweets": (t) => call(t, "GET", "/2/users/2244994945/tweets?max_results=5"),
  "GET /2/tweets/{id}": (t) => call(t, "GET", "/2/tweets/1?tweet.fields=public_metrics"),
};

describe("X stand-in: scopes per endpoint", () => {
  it("our connect flow asks for every scope each endpoint the adapter calls needs", () => {
    for (const rule of Object.values(X_ENDPOINT_SCOPES)) expect(missingScopes(twitterOAuth.scopes, rule)).toEqual([]);
  });

  it.each(Object.entries(X_ENDPOINT_SCOPES))("%s refuses a token short of each scope it lists, with X's 403", async (endpoint, rule) => {
    const send = requests[endpoint as keyof typeof X_ENDPOINT_SCOPES];
    expect((await send(x.tokensFor().accessToken)).status).not.toBe(403);
    for (const short of shortGrants(twitterOAuth.scopes, rule)) {
      const refused = await send(x.tokensFor("user-1", short.scopes).accessToken);
      expect({ dropped: short.dropped, ...refused }).toEqual({
        dropped: short.dropped,
        status: 403,
        body: { title: "Forbidden", detail: "Forbidden", type: "about:blank", status: 403 },
      });
    }
  });
});

describe("X stand-in: tokens", () => {
  it("issues a refresh token only when offline.access was granted", () => {
    expect(x.tokensFor().refreshToken).toMatch(/^rt-/);
    expect(x.tokensFor("user-1", ["tweet.read", "users.read"]).refreshToken).toBe("");
  });

  it("an access token dies after 2 hours on the clock, and a refresh token works once", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const tokens = x.tokensFor();
    vi.advanceTimersByTime(7199_000);
    expect((await call(tokens.accessToken, "GET", "/2/users/me")).status).toBe(200);
    vi.advanceTimersByTime(2_000);
    expect((await call(tokens.accessToken, "GET", "/2/users/me")).status).toBe(401);
    const refresh = () =>
      fetch(`${x.url}/2/oauth2/token`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${x.oauth.options.clientId}:${x.oauth.options.clientSecret}`).toString("base64")}`,
        },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: tokens.refreshToken }),
      }).then(answer);
    expect((await refresh()).status).toBe(200);
    expect(await refresh()).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });
});

describe("X stand-in: fields and metrics", () => {
  it("refuses an unknown tweet.fields or user.fields value as X does", async () => {
    const token = x.tokensFor().accessToken;
    const id = await postTweet(token);
    for (const [path, parameter, value] of [
      [`/2/tweets/${id}?tweet.fields=public_metrics,view_count`, "tweet.fields", "view_count"],
      ["/2/users/2244994945/tweets?max_results=5&tweet.fields=impressions", "tweet.fields", "impressions"],
      ["/2/users/me?user.fields=followers_count", "user.fields", "followers_count"],
    ]) {
      expect(await call(token, "GET", path)).toMatchObject({
        status: 400,
        body: { title: "Invalid Request", type: "https://api.twitter.com/2/problems/invalid-request", errors: [{ parameters: { [parameter]: [value] } }] },
      });
    }
  });

  it("gives a Post only the fields asked for", async () => {
    const token = x.tokensFor().accessToken;
    const id = await postTweet(token);
    const plain = await call(token, "GET", `/2/tweets/${id}`);
    expect(Object.keys((plain.body as { data: object }).data).sort()).toEqual(["edit_history_tweet_ids", "id", "text"]);
    const withMetrics = await call(token, "GET", `/2/tweets/${id}?tweet.fields=public_metrics`);
    expect(withMetrics.body).toMatchObject({ data: { public_metrics: { impression_count: 321, like_count: 10 } } });
  });

  it("private metrics: the author's Post younger than 30 days only; else the field is left out with X's partial error", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const token = x.tokensFor().accessToken;
    const id = await postTweet(token);
    const fresh = await call(token, "GET", `/2/tweets/${id}?tweet.fields=non_public_metrics,organic_metrics`);
    expect(fresh.body).toMatchObject({ data: { non_public_metrics: { url_link_clicks: 5 }, organic_metrics: { impression_count: 321 } } });
    expect(fresh.body).not.toHaveProperty("errors");
    vi.advanceTimersByTime(30 * 86_400_000 + 1000);
    const old = await call(x.tokensFor().accessToken, "GET", `/2/tweets/${id}?tweet.fields=public_metrics,non_public_metrics`);
    expect(old.body).toMatchObject({
      data: { id, public_metrics: { like_count: 10 } },
      errors: [{ parameter: "non_public_metrics", resource_id: id, type: "https://api.twitter.com/2/problems/not-authorized-for-field" }],
    });
    expect((old.body as { data: object }).data).not.toHaveProperty("non_public_metrics");
  });
});

describe("X stand-in: ids", () => {
  it("Post, media and user ids are strings of digits, never numbers", async () => {
    const token = x.tokensFor().accessToken;
    const created = await call(token, "POST", "/2/tweets", { text: `ids ${crypto.randomUUID()}` });
    const upload = await call(token, "POST", "/2/media/upload/initialize", { media_type: "image/png", total_bytes: 3, media_category: "tweet_image" });
    const me = await call(token, "GET", "/2/users/me");
    for (const id of [
      (created.body as { data: { id: unknown } }).data.id,
      (upload.body as { data: { id: unknown } }).data.id,
      (me.body as { data: { id: unknown } }).data.id,
    ])
      expect(id).toEqual(expect.stringMatching(/^[0-9]{1,19}$/));
  });
});

// The LinkedIn stand-in is stricter than LinkedIn: each endpoint refuses a token short of a scope its page lists
// (writes need w_member_social, userinfo openid and profile, reads of posts r_member_social), the scopes our
// connect flow asks for cover every endpoint a member app can call, and the refresh token's 365 days are
// counted from the consent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingScopes } from "@/test/fakes/oauth-server";
import { answer, shortGrants } from "@/test/fakes/scope-probe";
import { FakeLinkedinServer, LINKEDIN_CLIENT, LINKEDIN_ENDPOINT_SCOPES, LINKEDIN_REFRESH_TTL_S } from "@/test/fakes/linkedin-server";
import { linkedinOAuth } from "./oauth";

const li = new FakeLinkedinServer();
beforeAll(() => li.start());
afterAll(() => li.stop());

type Endpoint = keyof typeof LINKEDIN_ENDPOINT_SCOPES;
/** Closed partner permissions: our connect flow does not (cannot) ask for them. */
const PARTNER_ONLY: Endpoint[] = ["GET /rest/posts", "GET /rest/socialActions/{urn}", "GET /rest/socialActions/{urn}/comments"];
const PARTNER = [...linkedinOAuth.scopes, "r_member_social"];

const call = (token: string, method: string, path: string, json?: unknown) =>
  fetch(`${li.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "linkedin-version": "202609",
      "x-restli-protocol-version": "2.0.0",
      ...(path.startsWith("/rest/posts?") ? { "x-restli-method": "FINDER" } : {}),
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  }).then(answer);

const owner = { owner: li.personUrn };
/** One request per endpoint, each one the endpoint would take from a token with every scope. */
const requests: Record<Endpoint, (token: string) => Promise<{ status: number; body: unknown }>> = {
  "GET /v2/userinfo": (t) => call(t, "GET", "/v2/userinfo"),
  "POST /rest/images": (t) => call(t, "POST", "/rest/images?action=initializeUpload", { initializeUploadRequest: owner }),
  "POST /rest/videos": (t) => call(t, "POST", "/rest/videos?action=initializeUpload", { initializeUploadRequest: { ...owner, fileSizeBytes: 10 } }),
  "GET /rest/images/{urn}": (t) => call(t, "GET", `/rest/images/${encodeURIComponent("urn:li:image:none")}`),
  "GET /rest/videos/{urn}": (t) => call(t, "GET", `/rest/videos/${encodeURIComponent("urn:li:video:none")}`),
  "POST /rest/posts": (t) =>
    call(t, "POST", "/rest/posts", {
      author: li.personUrn,
      commentary: `scoped ${crypto.randomUUID()}`,
      visibility: "PUBLIC",
      lifecycleState: "PUBLISHED",
      distribution: { feedDistribution: "MAIN_FEED" },
    }),
  "GET /rest/posts": (t) => call(t, "GET", `/rest/posts?q=author&author=${encodeURIComponent(li.personUrn)}&count=1`),
  "GET /rest/socialActions/{urn}": (t) => call(t, "GET", `/rest/socialActions/${encodeURIComponent("urn:li:share:1")}`),
  "POST /rest/socialActions/{urn}/comments": (t) =>
    call(t, "POST", `/rest/socialActions/${encodeURIComponent("urn:li:share:1")}/comments`, {
      actor: li.personUrn,
      object: "urn:li:share:1",
      message: { text: "scoped" },
    }),
  "GET /rest/socialActions/{urn}/comments": (t) => call(t, "GET", `/rest/socialActions/${encodeURIComponent("urn:li:share:1")}/comments`),
};

describe("LinkedIn stand-in: scopes per endpoint", () => {
  it("our connect flow asks for every scope each endpoint a member app calls needs", () => {
    for (const [endpoint, rule] of Object.entries(LINKEDIN_ENDPOINT_SCOPES)) {
      if (!PARTNER_ONLY.includes(endpoint as Endpoint))
        expect({ endpoint, missing: missingScopes(linkedinOAuth.scopes, rule) }).toEqual({ endpoint, missing: [] });
    }
  });

  it.each(Object.entries(LINKEDIN_ENDPOINT_SCOPES))("%s refuses a token short of each scope it lists with 403 ACCESS_DENIED", async (endpoint, rule) => {
    const send = requests[endpoint as Endpoint];
    const full = PARTNER_ONLY.includes(endpoint as Endpoint) ? PARTNER : linkedinOAuth.scopes;
    expect((await send(li.tokensFor("user-1", full).accessToken)).status).not.toBe(403);
    for (const short of shortGrants(full, rule)) {
      const refused = await send(li.tokensFor("user-1", short.scopes).accessToken);
      expect({ dropped: short.dropped, status: refused.status, body: refused.body }).toMatchObject({
        dropped: short.dropped,
        status: 403,
        body: { status: 403, code: "ACCESS_DENIED", message: expect.stringMatching(/^Not enough permissions to access/) },
      });
    }
  });
});

describe("LinkedIn stand-in: refresh tokens", () => {
  it("live 365 days from the consent: a refresh answers refresh_token_expires_in with the time left, not a new year", async () => {
    const grant = li.tokensFor();
    const refresh = async (refreshToken: string) =>
      answer(
        await fetch(`${li.url}/oauth/v2/accessToken`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "refresh_token",
            refresh_token: refreshToken,
            client_id: LINKEDIN_CLIENT.clientId,
            client_secret: LINKEDIN_CLIENT.clientSecret,
          }),
        }),
      );
    const first = (await refresh(grant.refreshToken)) as { status: number; body: { refresh_token: string; refresh_token_expires_in: number } };
    expect(first.status).toBe(200);
    expect(first.body.refresh_token_expires_in).toBeLessThanOrEqual(LINKEDIN_REFRESH_TTL_S);
    expect(first.body.refresh_token_expires_in).toBeGreaterThan(LINKEDIN_REFRESH_TTL_S - 60);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = (await refresh(first.body.refresh_token)) as typeof first;
    expect(second.body.refresh_token_expires_in).toBeLessThan(first.body.refresh_token_expires_in);
  });
});

describe("LinkedIn stand-in: a comment's image", () => {
  const token = () => li.tokensFor().accessToken;
  const post = async () => {
    await call(token(), "POST", "/rest/posts", {
      author: li.personUrn,
      commentary: `commented ${crypto.randomUUID()}`,
      visibility: "PUBLIC",
      lifecycleState: "PUBLISHED",
      distribution: { feedDistribution: "MAIN_FEED" },
    });
    return li.posts.at(-1)!.urn;
  };
  /** An image initialized for `owner`; its bytes PUT unless `upload` is false. */
  const image = async (owner = li.personUrn, upload = true) => {
    const init = (await call(token(), "POST", "/rest/images?action=initializeUpload", { initializeUploadRequest: { owner } })) as {
      body: { value: { uploadUrl: string; image: string } };
    };
    if (upload) await fetch(init.body.value.uploadUrl, { method: "PUT", headers: { authorization: `Bearer ${token()}` }, body: new Uint8Array([1, 2, 3]) });
    return init.body.value.image;
  };
  const comment = (target: string, extra: Record<string, unknown>, headers?: Record<string, string>) => {
    const body = { actor: li.personUrn, object: target, message: { text: "see the chart" }, ...extra };
    if (!headers) return call(token(), "POST", `/rest/socialActions/${encodeURIComponent(target)}/comments`, body);
    return fetch(`${li.url}/rest/socialActions/${encodeURIComponent(target)}/comments`, {
      method: "POST",
      headers: { authorization: `Bearer ${token()}`, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }).then(answer);
  };
  const one = (urn: string, entity: Record<string, unknown> = {}) => ({ content: [{ entity: { image: urn, ...entity } }] });

  it("takes one image the actor uploaded: 201, listed with the comment", async () => {
    const target = await post();
    const urn = await image();
    expect((await comment(target, one(urn))).status).toBe(201);
    expect(li.comments.at(-1)).toMatchObject({ object: target, image: urn });
  });

  it("refuses an image whose bytes never arrived, one issued to someone else, an unknown URN and two images", async () => {
    const target = await post();
    expect(await comment(target, one(await image(li.personUrn, false)))).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/not available/) },
    });
    expect(await comment(target, one(await image("urn:li:person:someoneElse")))).toMatchObject({ status: 403, body: { code: "ACCESS_DENIED" } });
    expect((await comment(target, one("urn:li:image:D4Enever"))).status).toBe(404);
    const [a, b] = [await image(), await image()];
    expect(await comment(target, { content: [{ entity: { image: a } }, { entity: { image: b } }] })).toMatchObject({ status: 422 });
  });

  it("refuses fields the Comments API does not name, alt text on the image among them", async () => {
    const target = await post();
    const urn = await image();
    expect(await comment(target, one(urn, { altText: "a chart" }))).toMatchObject({
      status: 422,
      body: { message: "ERROR :: /content/0/entity/altText :: unrecognized field found but not allowed" },
    });
    expect(await comment(target, { content: [{ entity: { image: urn }, altText: "a chart" }] })).toMatchObject({ status: 422 });
    expect(await comment(target, { visibility: "PUBLIC" })).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/\/visibility :: unrecognized/) },
    });
  });

  it("needs LinkedIn-Version and X-Restli-Protocol-Version like every /rest call", async () => {
    const target = await post();
    const urn = await image();
    expect(await comment(target, one(urn), { "x-restli-protocol-version": "2.0.0" })).toMatchObject({ status: 400, body: { code: "VERSION_MISSING" } });
    expect(await comment(target, one(urn), { "linkedin-version": "202609" })).toMatchObject({ status: 400, body: { code: "ILLEGAL_ARGUMENT" } });
    expect(li.comments.filter((c) => c.object === target)).toEqual([]);
  });
});

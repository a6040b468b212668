// The Mastodon stand-in is stricter than Mastodon: each method refuses a token without one of the scopes its
// method page lists (a parent scope covers its children), the scopes our connect flow asks for cover every
// method the adapter calls, the authorize page takes only scopes the app registered, and ids are strings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MASTODON_ENDPOINT_SCOPES, startFakeMastodon, type FakeMastodon } from "@/test/fakes/mastodon-server";
import { missingScopes } from "@/test/fakes/oauth-server";
import { answer, shortGrants } from "@/test/fakes/scope-probe";
import { MASTODON_SCOPES } from "./oauth";

let mastodon: FakeMastodon;
beforeAll(async () => {
  mastodon = await startFakeMastodon();
});
afterAll(() => mastodon.close());

const connectScopes = MASTODON_SCOPES.split(" ");
const call = (token: string, method: string, path: string, body?: FormData | object) =>
  fetch(`${mastodon.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  }).then(answer);

function imageForm(): FormData {
  const form = new FormData();
  form.set("file", new File([new Uint8Array([137, 80, 78, 71])], "a.png", { type: "image/png" }));
  return form;
}

const requests: Record<keyof typeof MASTODON_ENDPOINT_SCOPES, (token: string) => Promise<{ status: number; body: unknown }>> = {
  "GET /api/v1/accounts/verify_credentials": (t) => call(t, "GET", "/api/v1/accounts/verify_credentials"),
  "POST /api/v2/media": (t) => call(t, "POST", "/api/v2/media", imageForm()),
  "GET /api/v1/media/:id": (t) => call(t, "GET", "/api/v1/media/1"),
  "POST /api/v1/statuses": (t) => call(t, "POST", "/api/v1/statuses", { status: `scoped ${crypto.randomUUID()}` }),
  "GET /api/v1/statuses/:id": (t) => call(t, "GET", "/api/v1/statuses/1"),
  "GET /api/v1/accounts/:id/statuses": (t) => call(t, "GET", `/api/v1/accounts/${mastodon.account.id}/statuses`),
};

describe("Mastodon stand-in: scopes per method", () => {
  it("our connect flow asks for a scope each method the adapter calls accepts", () => {
    for (const rule of Object.values(MASTODON_ENDPOINT_SCOPES)) expect(missingScopes(connectScopes, rule)).toEqual([]);
  });

  it.each(Object.entries(MASTODON_ENDPOINT_SCOPES))("%s refuses a token without its scope, as Mastodon does", async (endpoint, rule) => {
    const send = requests[endpoint as keyof typeof MASTODON_ENDPOINT_SCOPES];
    expect((await send(mastodon.issueToken())).status).not.toBe(403);
    expect((await send(mastodon.issueToken(["read", "write"]))).status).not.toBe(403);
    for (const short of shortGrants(connectScopes, rule)) {
      expect(await send(mastodon.issueToken(short.scopes))).toEqual({ status: 403, body: { error: "This action is outside the authorized scopes" } });
    }
  });

  it("the authorize page refuses a scope the app did not register, and registration refuses an unknown scope", async () => {
    const register = (scopes: string) =>
      fetch(`${mastodon.url}/api/v1/apps`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ client_name: "Postlane", redirect_uris: "https://app.example/cb", scopes }),
      }).then(answer);
    expect(await register("read write:statuses write:toots")).toEqual({ status: 422, body: { error: "Validation failed: Scopes must be valid" } });
    const app = (await register("read:accounts write:statuses")).body as { client_id: string };
    const authorize = (scope: string) =>
      fetch(
        `${mastodon.url}/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=${encodeURIComponent("https://app.example/cb")}&scope=${encodeURIComponent(scope)}`,
        { redirect: "manual" },
      );
    expect((await authorize("read:accounts write:statuses")).status).toBe(302);
    expect(await authorize("read:accounts write:media").then(answer)).toMatchObject({ status: 400, body: { error: "invalid_scope" } });
  });
});

describe("Mastodon stand-in: ids", () => {
  it("account, media and status ids are strings of digits", async () => {
    const token = mastodon.issueToken();
    const account = (await requests["GET /api/v1/accounts/verify_credentials"](token)).body as { id: unknown };
    const media = (await requests["POST /api/v2/media"](token)).body as { id: unknown };
    const status = (await requests["POST /api/v1/statuses"](token)).body as { id: unknown; account: { id: unknown } };
    for (const id of [account.id, media.id, status.id, status.account.id]) expect(id).toEqual(expect.stringMatching(/^\d+$/));
  });
});

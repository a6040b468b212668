// OAuth for MCP clients over real HTTP: the discovery documents, registration, the consent decision, the
// token endpoint's refusals (each an RFC 6749 error JSON, never a 500), and the whole flow driven by the
// SDK client's own OAuth support (StreamableHTTPClientTransport with an authProvider): discovery ->
// registration -> authorization (the consent page's service, as the signed-in person) -> token -> tools of
// the granted scopes only -> revoked on the keys page's service -> 401.
import "@/test/use-database";
import crypto from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listApiKeys } from "@/lib/services/api-keys/list-api-keys";
import { revokeApiKey } from "@/lib/services/api-keys/revoke-api-key";
import { answerAuthorizationRequest } from "@/lib/services/oauth/answer-authorization-request";
import { OAUTH_REGISTRATIONS_PER_HOUR, forgetOAuthRegistrations } from "@/lib/services/rate-limit/oauth-registration-limit";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { callApi } from "@/test/api/call-api";
import { startOAuthTestServer } from "@/test/oauth/oauth-test-server";
import { MCP_TOOLS } from "./tools";

let w: Awaited<ReturnType<typeof makeApiWorkspace>>;
let server: Awaited<ReturnType<typeof startOAuthTestServer>>;
const REDIRECT = "http://127.0.0.1:4599/callback";

beforeAll(async () => {
  // With REDIS_URL (CI) the registration budget of this machine's address lives on between runs.
  for (const address of ["127.0.0.1", "::1", "unknown"]) await forgetOAuthRegistrations(address);
  w = await makeApiWorkspace();
  server = await startOAuthTestServer();
});

afterAll(async () => {
  await server.close();
});

const owner = () => ({ kind: "user" as const, userId: w.owner.id });

async function registerClient(body: Record<string, unknown> = { redirect_uris: [REDIRECT], client_name: "Test Assistant" }) {
  const res = await fetch(`${server.origin}/api/oauth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

function pkce() {
  const verifier = crypto.randomBytes(32).toString("base64url");
  return { verifier, challenge: crypto.createHash("sha256").update(verifier).digest("base64url") };
}

/** A code approved by the owner for `clientId`, as the consent page's Allow gives it. */
async function approvedCode(clientId: string, challenge: string, scopes = ["posts:read"], extra: Record<string, string> = {}, mode?: "live" | "test") {
  const { location } = await answerAuthorizationRequest({
    actor: owner(),
    params: {
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: "code",
      code_challenge: challenge,
      code_challenge_method: "S256",
      state: "s1",
      ...extra,
    },
    answer: { approve: true, workspaceId: w.workspaceId, scopes, mode },
  });
  const url = new URL(location);
  expect(url.searchParams.get("state")).toBe("s1");
  return url.searchParams.get("code")!;
}

async function token(fields: Record<string, string>, contentType = "application/x-www-form-urlencoded") {
  const res = await fetch(`${server.origin}/api/oauth/token`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: await res.json() };
}

describe("discovery", () => {
  it("answers the MCP endpoint's 401 with where its protected-resource metadata is", async () => {
    const res = await fetch(server.mcpUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: "{}",
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe(
      `Bearer realm="postlane", resource_metadata="${server.origin}/.well-known/oauth-protected-resource/functions/v1/mcp"`,
    );
  });

  it("publishes RFC 9728 metadata for the MCP endpoint, the API and the app, and 404 for anything else", async () => {
    const mcp = await (await fetch(`${server.origin}/.well-known/oauth-protected-resource/functions/v1/mcp`)).json();
    expect(mcp).toMatchObject({ resource: `${server.origin}/functions/v1/mcp`, authorization_servers: [server.origin], bearer_methods_supported: ["header"] });
    expect(mcp.scopes_supported).toContain("posts:write");
    const root = await fetch(`${server.origin}/.well-known/oauth-protected-resource`);
    expect(root.headers.get("access-control-allow-origin")).toBe("*");
    expect((await root.json()).resource).toBe(`${server.origin}/`);
    const unknown = await fetch(`${server.origin}/.well-known/oauth-protected-resource/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "not_found" });
  });

  it("publishes RFC 8414 metadata with APP_URL as issuer, code + S256 only, public clients", async () => {
    const meta = await (await fetch(`${server.origin}/.well-known/oauth-authorization-server`)).json();
    expect(meta).toMatchObject({
      issuer: server.origin,
      authorization_endpoint: `${server.origin}/oauth/authorize`,
      token_endpoint: `${server.origin}/api/oauth/token`,
      registration_endpoint: `${server.origin}/api/oauth/register`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none"],
    });
  });
});

describe("registration (RFC 7591)", () => {
  it("registers a public client: no secret, whatever it asked for", async () => {
    const res = await registerClient({
      redirect_uris: [REDIRECT, "https://app.example/cb"],
      client_name: "Inspector",
      token_endpoint_auth_method: "client_secret_basic",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ client_name: "Inspector", token_endpoint_auth_method: "none", grant_types: ["authorization_code"] });
    expect(res.body.client_id).toMatch(/^plc_/);
    expect(res.body).not.toHaveProperty("client_secret");
  });

  it.each([
    [{ redirect_uris: ["http://evil.example/cb"] }, "invalid_redirect_uri", /must use https/],
    [{ redirect_uris: ["https://app.example/cb#frag"] }, "invalid_redirect_uri", /fragment/],
    [{ redirect_uris: [] }, "invalid_redirect_uri", /at least one/],
    [{ client_name: "no uris" }, "invalid_client_metadata", /redirect_uris/],
    [{ redirect_uris: [REDIRECT], grant_types: ["client_credentials"] }, "invalid_client_metadata", /authorization_code/],
    [{ redirect_uris: [`https://app.example/${"a".repeat(2000)}`] }, "invalid_redirect_uri", /redirect_uris\[0\]: at most 2000 characters/],
    [{ redirect_uris: [`${REDIRECT} `] }, "invalid_redirect_uri", /redirect_uris\[0\]: must not start or end with whitespace/],
  ])("refuses %j with %s", async (body, error, description) => {
    const res = await registerClient(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect(res.body.error_description).toMatch(description);
  });

  it("refuses a body that is not JSON with an OAuth error, not a 500", async () => {
    const res = await fetch(`${server.origin}/api/oauth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("invalid_request");
  });
});

describe("the consent decision", () => {
  it("explains an unknown client or an unregistered redirect URI instead of redirecting", async () => {
    const { challenge } = pkce();
    const base = { response_type: "code", code_challenge: challenge, code_challenge_method: "S256" };
    await expect(
      answerAuthorizationRequest({ actor: owner(), params: { ...base, client_id: "plc_nope", redirect_uri: REDIRECT }, answer: { approve: false } }),
    ).rejects.toThrow(/not registered/);
    const { body } = await registerClient();
    await expect(
      answerAuthorizationRequest({
        actor: owner(),
        params: { ...base, client_id: body.client_id, redirect_uri: "https://evil.example/cb" },
        answer: { approve: false },
      }),
    ).rejects.toThrow(/did not register/);
  });

  it("sends protocol errors and a denial back to the app with its state", async () => {
    const { body } = await registerClient();
    const { challenge } = pkce();
    const params = { client_id: body.client_id, redirect_uri: REDIRECT, response_type: "code", code_challenge: challenge, state: "xyz" };
    const plain = await answerAuthorizationRequest({ actor: owner(), params: { ...params, code_challenge_method: "plain" }, answer: { approve: false } });
    expect(Object.fromEntries(new URL(plain.location).searchParams)).toMatchObject({ error: "invalid_request", state: "xyz" });
    const scope = await answerAuthorizationRequest({
      actor: owner(),
      params: { ...params, code_challenge_method: "S256", scope: "posts:read admin" },
      answer: { approve: false },
    });
    expect(new URL(scope.location).searchParams.get("error")).toBe("invalid_scope");
    const denied = await answerAuthorizationRequest({ actor: owner(), params: { ...params, code_challenge_method: "S256" }, answer: { approve: false } });
    expect(Object.fromEntries(new URL(denied.location).searchParams)).toMatchObject({ error: "access_denied", state: "xyz" });
  });

  it("refuses scopes the app did not ask for, and a viewer", async () => {
    const { body } = await registerClient();
    const { challenge } = pkce();
    const params = {
      client_id: body.client_id,
      redirect_uri: REDIRECT,
      response_type: "code",
      code_challenge: challenge,
      code_challenge_method: "S256",
      scope: "posts:read",
    };
    await expect(
      answerAuthorizationRequest({ actor: owner(), params, answer: { approve: true, workspaceId: w.workspaceId, scopes: ["posts:write"] } }),
    ).rejects.toThrow(/did not ask for: posts:write/);
    await expect(
      answerAuthorizationRequest({
        actor: { kind: "user", userId: w.members.viewer!.id },
        params,
        answer: { approve: true, workspaceId: w.workspaceId, scopes: ["posts:read"] },
      }),
    ).rejects.toThrow(/Viewers cannot connect apps/);
  });
});

describe("the token endpoint", () => {
  it("refuses a bad verifier, a wrong redirect_uri, an unknown client and a wrong resource with RFC 6749 errors", async () => {
    const { body } = await registerClient();
    const { verifier, challenge } = pkce();
    const code = await approvedCode(body.client_id, challenge, ["posts:read"], { resource: `${server.origin}/functions/v1/mcp` });
    const good = { grant_type: "authorization_code", code, client_id: body.client_id, redirect_uri: REDIRECT, code_verifier: verifier };

    const cases: [Record<string, string>, number, string][] = [
      [{ ...good, code_verifier: pkce().verifier }, 400, "invalid_grant"],
      [{ ...good, redirect_uri: "https://app.example/cb" }, 400, "invalid_grant"],
      [{ ...good, client_id: "plc_unknown" }, 401, "invalid_client"],
      [{ ...good, resource: `${server.origin}/elsewhere` }, 400, "invalid_target"],
      [{ ...good, grant_type: "refresh_token" }, 400, "unsupported_grant_type"],
      [{ ...good, code: "not-a-code" }, 400, "invalid_grant"],
      [{ grant_type: "authorization_code", client_id: body.client_id }, 400, "invalid_request"],
    ];
    for (const [fields, status, error] of cases) {
      const res = await token(fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.body.error, JSON.stringify(fields)).toBe(error);
      expect(typeof res.body.error_description).toBe("string");
    }
    // None of them used the code up.
    const issued = await token(good);
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ token_type: "Bearer", scope: "posts:read" });
    expect(issued.body.access_token).toMatch(/^pl_live_/);
  });

  it("issues a test-mode token when the person chose test data: it sees test posts only, as a test key does", async () => {
    const { body } = await registerClient();
    const { verifier, challenge } = pkce();
    const scopes = ["posts:read", "posts:write"];
    const code = await approvedCode(body.client_id, challenge, scopes, { resource: `${server.origin}/functions/v1/api` }, "test");
    const issued = await token({ grant_type: "authorization_code", code, client_id: body.client_id, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(issued.status).toBe(200);
    const key: string = issued.body.access_token;
    expect(key).toMatch(/^pl_test_/);
    const created = await callApi("POST", "/posts", {
      key,
      body: { caption: "From a test connection", accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }] },
    });
    expect(created.status).toBe(201);
    const [postId] = created.body.postIds;
    expect((await callApi("GET", `/posts/${postId}`, { key: w.keys.live })).status).toBe(404);
    expect((await callApi("GET", `/posts/${postId}`, { key })).status).toBe(200);
    await expect(
      answerAuthorizationRequest({
        actor: owner(),
        params: { client_id: body.client_id, redirect_uri: REDIRECT, response_type: "code", code_challenge: challenge, code_challenge_method: "S256" },
        answer: { approve: true, workspaceId: w.workspaceId, scopes, mode: "sandbox" as "test" },
      }),
    ).rejects.toThrow(/mode must be live or test/);
  });

  it("accepts a code once; presented again, it is refused and the key it gave is revoked", async () => {
    const { body } = await registerClient();
    const { verifier, challenge } = pkce();
    const code = await approvedCode(body.client_id, challenge);
    const fields = { grant_type: "authorization_code", code, client_id: body.client_id, redirect_uri: REDIRECT, code_verifier: verifier };
    const first = await token(fields);
    expect(first.status).toBe(200);
    const again = await token(fields);
    expect(again).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    const res = await fetch(`${server.origin}/functions/v1/mcp`, {
      method: "POST",
      headers: { authorization: `Bearer ${first.body.access_token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(401);
  });

  it("refuses an expired code and a code of another client", async () => {
    const a = (await registerClient()).body;
    const b = (await registerClient()).body;
    const { verifier, challenge } = pkce();
    const code = await approvedCode(a.client_id, challenge);
    const fields = { grant_type: "authorization_code", code, client_id: b.client_id, redirect_uri: REDIRECT, code_verifier: verifier };
    expect(await token(fields)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    await db.oAuthAuthorizationCode.updateMany({ where: { client: { clientId: a.client_id } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await token({ ...fields, client_id: a.client_id })).toMatchObject({
      status: 400,
      body: { error: "invalid_grant", error_description: expect.stringMatching(/expired/) },
    });
  });

  it("wants a form body", async () => {
    const res = await fetch(`${server.origin}/api/oauth/token`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("invalid_request");
  });
});

describe("tokens bound to their audience (RFC 8707)", () => {
  // One client for them all: each address may register only OAUTH_REGISTRATIONS_PER_HOUR an hour.
  let clientId: string | undefined;
  const client = async () => (clientId ??= (await registerClient()).body.client_id as string);

  /** A token issued through the whole code exchange, with `resource` given at authorization (or none). */
  async function issuedToken(resource: string | undefined, scopes = ["webhooks:write", "posts:read"]): Promise<string> {
    const { verifier, challenge } = pkce();
    const code = await approvedCode(await client(), challenge, scopes, resource ? { resource } : {});
    const res = await token({ grant_type: "authorization_code", code, client_id: await client(), redirect_uri: REDIRECT, code_verifier: verifier });
    expect(res.status).toBe(200);
    return res.body.access_token;
  }

  const mcpCall = (key: string, headers: Record<string, string> = {}) =>
    fetch(server.mcpUrl, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
  const createWebhook = (key: string) => callApi("POST", "/webhooks", { key, body: { url: "https://hooks.example/x", events: ["post.published"] } });

  it("a token for the MCP server (or asked without resource) is refused by the REST API with invalid_token", async () => {
    for (const resource of [`${server.origin}/functions/v1/mcp`, undefined, `${server.origin}/`]) {
      const key = await issuedToken(resource);
      expect((await mcpCall(key)).status).toBe(200);
      const rest = await createWebhook(key);
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ error: expect.stringMatching(/issued for the MCP server, not the REST API/), code: "unauthorized" });
      expect(rest.headers.get("www-authenticate")).toBe('Bearer realm="postlane", error="invalid_token"');
      expect((await callApi("GET", "/posts", { key })).status).toBe(401);
    }
    expect(await db.webhookEndpoint.count({ where: { workspaceId: w.workspaceId } })).toBe(0);
  });

  it("a token for the REST API works there and is refused by the MCP endpoint", async () => {
    const key = await issuedToken(`${server.origin}/functions/v1/api`);
    expect((await callApi("GET", "/posts", { key })).status).toBe(200);
    const mcp = await mcpCall(key);
    expect(mcp.status).toBe(401);
    expect(await mcp.json()).toEqual({ error: expect.stringMatching(/issued for the REST API, not the MCP server/), code: "unauthorized" });
    expect(mcp.headers.get("www-authenticate")).toBe(
      `Bearer realm="postlane", error="invalid_token", resource_metadata="${server.origin}/.well-known/oauth-protected-resource/functions/v1/mcp"`,
    );
  });

  it("keys made on the keys page open both doors; a missing scope is insufficient_scope naming it", async () => {
    expect((await mcpCall(w.keys.live)).status).toBe(200);
    const readOnly = await issuedToken(`${server.origin}/functions/v1/api`, ["posts:read"]);
    const refused = await createWebhook(readOnly);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "This API key lacks the webhooks:write scope", code: "insufficient_scope" });
    expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="postlane", error="insufficient_scope", scope="webhooks:write"');
  });

  it("refuses a resource that is neither door at the authorization request", async () => {
    const { challenge } = pkce();
    const { location } = await answerAuthorizationRequest({
      actor: owner(),
      params: {
        client_id: await client(),
        redirect_uri: REDIRECT,
        response_type: "code",
        code_challenge: challenge,
        code_challenge_method: "S256",
        resource: `${server.origin}/settings`,
      },
      answer: { approve: true, workspaceId: w.workspaceId, scopes: ["posts:read"] },
    });
    expect(new URL(location).searchParams.get("error")).toBe("invalid_target");
  });

  it("the MCP endpoint refuses a browser's request from another origin with 403, and serves its own and none", async () => {
    const foreign = await mcpCall(w.keys.live, { origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: expect.stringMatching(/^Origin not allowed/), code: "forbidden" });
    expect((await mcpCall(w.keys.live, { origin: "null" })).status).toBe(403);
    expect((await mcpCall(w.keys.live, { origin: server.origin })).status).toBe(200);
    expect((await mcpCall(w.keys.live)).status).toBe(200);
  });
});

/** The SDK's client-side OAuth state, in memory; the "browser" is the test, which answers the consent page. */
class MemoryProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "SDK Test Client",
      redirect_uris: [REDIRECT],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

describe("end to end with the SDK client's OAuth provider", () => {
  it("discovers, registers, is authorized for two scopes, lists only their tools, and is cut off when the key is revoked", async () => {
    const provider = new MemoryProvider();
    const first = new StreamableHTTPClientTransport(server.mcpUrl, { authProvider: provider });
    await expect(new Client({ name: "sdk-oauth", version: "1.0.0" }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.info?.client_id).toMatch(/^plc_/);
    const asked = Object.fromEntries(provider.authorizationUrl!.searchParams);
    expect(asked).toMatchObject({ response_type: "code", code_challenge_method: "S256", resource: `${server.origin}/functions/v1/mcp` });

    // The person approves on the consent page: only posts:read and ideas:read, in their workspace.
    const { location } = await answerAuthorizationRequest({
      actor: owner(),
      params: asked,
      answer: { approve: true, workspaceId: w.workspaceId, scopes: ["posts:read", "ideas:read"] },
    });
    await first.finishAuth(new URL(location).searchParams.get("code")!);
    expect(provider.saved).toMatchObject({ token_type: "Bearer", scope: "ideas:read posts:read" });

    const client = new Client({ name: "sdk-oauth", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(server.mcpUrl, { authProvider: provider }));
    const { tools } = await client.listTools();
    const expected = MCP_TOOLS.filter((t) => t.scope === undefined || t.scope === "posts:read" || t.scope === "ideas:read").map((t) => t.name);
    expect(tools.map((t) => t.name).sort()).toEqual(expected.sort());
    expect(tools.map((t) => t.name)).not.toContain("create_post");
    const ideas = (await client.callTool({ name: "list_ideas", arguments: {} })) as { isError?: boolean };
    expect(ideas.isError ?? false).toBe(false);

    // Listed on the API keys page as the connected app, and revoked there.
    const keys = await listApiKeys({ workspaceId: w.workspaceId, actor: owner() });
    const connected = keys.find((k) => k.oauthClient?.name === "SDK Test Client");
    expect(connected).toMatchObject({ name: "SDK Test Client", scopes: ["ideas:read", "posts:read"], mode: "live" });
    await revokeApiKey({ actor: owner(), input: { id: connected!.id } });
    await expect(client.listTools()).rejects.toThrow(/401|Unauthorized|revoked/i);
    await client.close().catch(() => {});
  });
});

describe("registration rate limit", () => {
  it(`refuses an address past ${OAUTH_REGISTRATIONS_PER_HOUR} registrations an hour with too_many_requests`, async () => {
    let last = { status: 0, body: {} as Record<string, unknown> };
    for (let i = 0; i <= OAUTH_REGISTRATIONS_PER_HOUR && last.status !== 429; i++) last = await registerClient();
    expect(last.status).toBe(429);
    expect(last.body.error).toBe("too_many_requests");
  });
});

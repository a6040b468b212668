import http from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { expect, test } from "@playwright/test";
import { createUser, failOnConsoleErrors, PASSWORD, screenshot } from "./support";

// An OAuth-speaking MCP client (the SDK's own, as the MCP Inspector and assistants' connectors use it)
// connects to the production build: discovery from the 401, dynamic registration, the consent page in the
// browser (signed out first, so the sign-in must bring the person back), the token, the tools of the granted
// scopes only, then the connection listed on the API keys page and revoked there, after which the client gets 401.
test.setTimeout(120_000);

/** The app's "redirect URI": a loopback listener, as a desktop client runs one. */
async function startCallbackListener() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><title>Connected</title><p>You can close this window.</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`, close: () => new Promise((r) => server.close(r)) };
}

class BrowserlessProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  constructor(readonly redirectUrl: string) {}
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: "E2E Assistant", redirect_uris: [this.redirectUrl], token_endpoint_auth_method: "none" };
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

test("an OAuth MCP client is approved on the consent page, gets the chosen scopes only, and is revoked on the API keys page", async ({ page, baseURL }) => {
  const problems = failOnConsoleErrors(page);
  const callback = await startCallbackListener();
  const mcpUrl = new URL("/functions/v1/mcp", baseURL);
  const provider = new BrowserlessProvider(callback.url);
  try {
    const first = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
    await expect(new Client({ name: "e2e", version: "1" }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.authorizationUrl?.pathname).toBe("/oauth/authorize");

    // Signed out: the consent page sends the person to sign in and back.
    const user = await createUser("oauth", "Robin");
    await page.goto(provider.authorizationUrl!.toString());
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Connect E2E Assistant to Postlane?" })).toBeVisible();
    await expect(page.getByTestId("redirect-host")).toHaveText(new URL(callback.url).host);

    // Grant two things only.
    for (const box of await page.getByRole("checkbox").all()) {
      if (await box.isChecked()) await box.uncheck();
    }
    await page.getByRole("checkbox", { name: "List and read posts" }).check();
    await page.getByRole("checkbox", { name: "List ideas" }).check();
    await screenshot(page, "mcp-oauth-consent");
    await page.getByRole("button", { name: "Allow" }).click();
    await page.waitForURL((url) => url.href.startsWith(callback.url));
    const code = new URL(page.url()).searchParams.get("code");
    expect(code).toBeTruthy();

    await first.finishAuth(code!);
    expect(provider.saved?.scope?.split(" ").sort()).toEqual(["ideas:read", "posts:read"]);
    const client = new Client({ name: "e2e", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toContain("list_posts");
    expect(names).toContain("list_ideas");
    expect(names).not.toContain("create_post");
    expect(names).not.toContain("list_webhooks");

    // Listed as the connected app in the workspace it was approved for, and revoked there.
    await page.goto(`/${user.personalWorkspaceId}/settings/api-keys`);
    const row = page.getByRole("row", { name: /Connected app: E2E Assistant/ });
    await expect(row).toContainText("posts:read");
    await expect(row).toContainText("ideas:read");
    await expect(row).not.toContainText("posts:write");
    await screenshot(page, "mcp-oauth-api-keys");
    await row.getByRole("button", { name: "Revoke E2E Assistant" }).click();
    await page.getByRole("dialog", { name: "Revoke this API key?" }).getByRole("button", { name: "Revoke key" }).click();
    await expect(row).toContainText("Revoked");
    await expect(client.listTools()).rejects.toThrow();
    await client.close().catch(() => {});
    problems.expectNone();
  } finally {
    await callback.close();
  }
});

import { expect, test } from "@playwright/test";
import { cli, createUser, screenshot, signIn, signUp } from "./support";
import { READ_ONLY_SCOPES } from "../../lib/auth/scopes";

// The admin CLI starts a process per call; give specs that use it room on a busy machine.
test.setTimeout(120_000);

test("create a key, copy it, call the API with it, revoke it and see 401", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { workspaceId } = await signUp(page, "keys");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "API keys" }).click();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/docs/api");

  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByLabel("Name").fill("Zapier");
  await dialog.getByLabel("Test").check();
  // "Read only" is the preset; "Full access" ticks every scope, then one is taken back off.
  await expect(dialog.getByRole("checkbox", { name: /posts:read/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /posts:write/ })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Full access" }).click();
  await expect(dialog.getByRole("checkbox", { name: /posts:write/ })).toBeChecked();
  await dialog.getByRole("checkbox", { name: /links:write/ }).uncheck();
  await expect(dialog.getByText("Create, update, delete and publish posts")).toBeVisible();
  await screenshot(page, "api-keys-create");
  await dialog.getByRole("button", { name: "Create key" }).click();

  const reveal = page.getByRole("dialog", { name: "Your new API key" });
  await expect(reveal.getByText("It will not be shown again")).toBeVisible();
  const shown = await reveal.getByRole("textbox").inputValue();
  expect(shown).toMatch(/^pl_test_/);
  await reveal.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("API key copied to the clipboard")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await screenshot(page, "api-keys-reveal");
  await reveal.getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("row", { name: /Zapier/ });
  await expect(row).toContainText(shown.slice(0, 12));
  await expect(row).toContainText("test");
  await expect(row).toContainText("posts:write");
  await expect(row).not.toContainText("links:write");
  await expect(row).toContainText("Never");

  const call = () => request.get("/functions/v1/api/posts", { headers: { Authorization: `Bearer ${copied}` } });
  const ok = await call();
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ posts: [], nextCursor: null });
  await page.reload();
  await expect(page.getByRole("row", { name: /Zapier/ })).not.toContainText("Never");
  await screenshot(page, "api-keys-list");

  await page.getByRole("button", { name: "Revoke Zapier" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this API key?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect((await call()).status()).toBe(200);

  await page.getByRole("button", { name: "Revoke Zapier" }).click();
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("API key “Zapier” revoked")).toBeVisible();
  await expect(page.getByRole("row", { name: /Zapier/ })).toContainText("Revoked");
  await expect(page.getByRole("button", { name: "Revoke Zapier" })).toHaveCount(0);
  const refused = await call();
  expect(refused.status()).toBe(401);
  expect(Object.keys(await refused.json())).toEqual(["error", "code"]);
  expect(workspaceId).toMatch(/^[0-9a-f-]{36}$/);
});

test("the form refuses what the API refuses, before sending", async ({ page }) => {
  await signUp(page, "keysinvalid");
  await page.goto(page.url().replace(/ideas$/, "settings/api-keys"));
  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  // Every scope the form starts with (the "Read only" preset) unticked.
  for (const scope of READ_ONLY_SCOPES) {
    await dialog.getByRole("checkbox", { name: new RegExp(scope) }).uncheck();
  }
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("scopes: must contain at least one scope");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("No API keys yet")).toBeVisible();
});

test("a viewer sees the keys but cannot create one", async ({ page }) => {
  const owner = await createUser("keyowner", "Olive");
  const viewer = await createUser("keyviewer", "Vic");
  await cli("member", "add", "--workspace", owner.personalWorkspaceId, "--email", viewer.email, "--role", "viewer");
  await cli("key", "create", "--workspace", owner.personalWorkspaceId, "--user", owner.email, "--scopes", "all", "--mode", "live", "--name", "owner key");

  await signIn(page, viewer.email);
  await page.goto(`/${owner.personalWorkspaceId}/settings/api-keys`);
  await expect(page.getByRole("row", { name: /owner key/ })).toBeVisible();
  await expect(page.getByText("You are a viewer in this workspace, so you cannot create API keys.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create API key" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
  await screenshot(page, "api-keys-viewer");
});

test("a drafts-only key for an assistant: the MCP endpoint writes with it but refuses to publish", async ({ page, request }) => {
  await signUp(page, "keysdrafts");
  await page.goto(page.url().replace(/ideas$/, "settings/api-keys"));
  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByLabel("Name").fill("Assistant");
  await dialog.getByRole("button", { name: "Full access" }).click();
  await dialog.getByRole("checkbox", { name: /Drafts only/ }).check();
  await dialog.getByRole("button", { name: "Create key" }).click();
  const reveal = page.getByRole("dialog", { name: "Your new API key" });
  const key = await reveal.getByRole("textbox").inputValue();
  await reveal.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("row", { name: /Assistant/ })).toContainText("drafts only");

  // An MCP client's request (stateless Streamable HTTP: one JSON-RPC message per POST).
  const mcp = async (method: string, params: Record<string, unknown>) => {
    const res = await request.post("/functions/v1/mcp", {
      headers: { Authorization: `Bearer ${key}`, Accept: "application/json, text/event-stream" },
      data: { jsonrpc: "2.0", id: 1, method, params },
    });
    expect(res.status()).toBe(200);
    return (await res.json()).result;
  };
  expect((await mcp("tools/list", {})).tools.map((t: { name: string }) => t.name)).toContain("publish_post");
  const idea = await mcp("tools/call", { name: "create_idea", arguments: { title: "Thread about the launch" } });
  expect(JSON.parse(idea.content[0].text).idea).toMatchObject({ title: "Thread about the launch" });
  const refused = await mcp("tools/call", {
    name: "create_post",
    arguments: { caption: "now", status: "published", accountMappings: [{ platform: "bluesky" }] },
  });
  expect(refused.isError).toBe(true);
  expect(JSON.parse(refused.content[0].text)).toEqual({ error: "This API key is drafts-only: it cannot publish posts", code: "forbidden", status: 403 });
});

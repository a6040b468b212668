import { expect, test } from "@playwright/test";
import { WebhookReceiver } from "../../test/webhooks/receiver";
import { screenshot, signUp } from "./support";

// A person adds an endpoint, keeps the secret shown once, sends a test event that a receiver verifies with the
// standardwebhooks verifier, rotates the secret (both signatures during the overlap), disables it, edits it
// (turning it back on) and deletes it.
const receiver = new WebhookReceiver();

test.beforeAll(async () => {
  await receiver.start();
});
test.afterAll(async () => {
  await receiver.stop();
});

test("add an endpoint, send a test event, see it in the log, rotate the secret, disable, edit and re-enable, delete", async ({ page }) => {
  await signUp(page, "webhooks");
  // Webhooks sit under Settings, beside Workspace, Members and API keys.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByText("No webhook endpoints yet")).toBeVisible();

  await page.getByRole("button", { name: "Add endpoint" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
  await dialog.getByLabel("Endpoint URL").fill("ftp://nope");
  await dialog.getByRole("button", { name: "Add endpoint" }).click();
  await expect(dialog.getByText("url: must be an http(s) URL")).toBeVisible();
  await dialog.getByLabel("Endpoint URL").fill(receiver.url);
  await dialog.getByLabel("Description").fill("My automation");
  await dialog.getByRole("checkbox", { name: /idea\.moved/ }).uncheck();
  await dialog.getByRole("button", { name: "Add endpoint" }).click();

  const reveal = page.getByRole("dialog", { name: "Your endpoint's signing secret" });
  await expect(reveal.getByText("It will not be shown again")).toBeVisible();
  const secret = await reveal.getByRole("textbox").inputValue();
  expect(secret).toMatch(/^whsec_/);
  receiver.secrets = [secret];
  await reveal.getByRole("button", { name: "Done" }).click();

  const endpoint = page.getByRole("region", { name: `Webhook ${receiver.url}` });
  await expect(endpoint).toContainText("My automation");
  await expect(endpoint).not.toContainText("idea.moved");
  await endpoint.getByRole("button", { name: "Send test event" }).click();
  const log = endpoint.getByRole("table", { name: "Delivery log" });
  await expect(log.getByRole("row", { name: /webhook\.test/ })).toContainText("succeeded");
  await expect(log.getByRole("row", { name: /webhook\.test/ })).toContainText("204");
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]).toMatchObject({ verifiedWith: 0, payload: { type: "webhook.test" } });
  await screenshot(page, "webhooks-log");

  await endpoint.getByRole("button", { name: "Rotate secret" }).click();
  const rotate = page.getByRole("dialog", { name: "Rotate the signing secret?" });
  await rotate.getByLabel("Overlap (hours, 0–168)").fill("2");
  await rotate.getByRole("button", { name: "Rotate secret" }).click();
  const rotated = page.getByRole("dialog", { name: "The new signing secret" });
  await expect(rotated.getByText("keeps signing too for 2 h")).toBeVisible();
  const next = await rotated.getByRole("textbox").inputValue();
  expect(next).not.toBe(secret);
  await rotated.getByRole("button", { name: "Done" }).click();
  await expect(endpoint).toContainText("previous secret also signs until");

  receiver.secrets = [next];
  await endpoint.getByRole("button", { name: "Send test event" }).click();
  await expect.poll(() => receiver.received.length).toBe(2);
  expect(receiver.received[1].verifiedWith).toBe(0);
  expect(receiver.received[1].signature.split(" ")).toHaveLength(2);
  await expect(log.getByRole("button", { name: "Resend" }).first()).toBeVisible();

  await endpoint.getByRole("button", { name: "Disable" }).click();
  await expect(endpoint.getByRole("alert")).toContainText("This endpoint is disabled");
  await expect(page.getByText("One endpoint was disabled")).toBeVisible();
  await expect(endpoint.getByRole("button", { name: "Send test event" })).toBeDisabled();
  // Edit: a description and an event, and turn the disabled endpoint back on, keeping its secret.
  await endpoint.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit webhook endpoint" });
  await expect(edit.getByLabel("Endpoint URL")).toHaveValue(receiver.url);
  await edit.getByLabel("Endpoint URL").fill("http://localhost.:9/x");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("write the host without a trailing dot")).toBeVisible();
  await edit.getByLabel("Endpoint URL").fill(receiver.url);
  await edit.getByLabel("Description").fill("Edited automation");
  await edit.getByRole("checkbox", { name: /idea\.moved/ }).check();
  await edit.getByRole("checkbox", { name: "Send events to this endpoint" }).check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(endpoint).toContainText("Edited automation");
  await expect(endpoint).toContainText("idea.moved");
  await expect(endpoint.getByRole("alert")).toBeHidden();
  await endpoint.getByRole("button", { name: "Send test event" }).click();
  await expect.poll(() => receiver.received.length).toBe(3);
  expect(receiver.received[2].verifiedWith).toBe(0);

  await endpoint.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete this endpoint?" }).getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page.getByText("No webhook endpoints yet")).toBeVisible();

  await page.goto("/docs/api");
  await expect(page.getByText("/webhooks/{id}/rotate-secret").first()).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshot, signUp } from "./support";

// Pinterest in the composer: the board is required, the picker loads the selected account's boards (a sandbox
// account answers without a network), and the chosen board publishes the Pin.
test.setTimeout(180_000);

test("the board picker loads the Pinterest account's boards; the chosen board publishes the Pin", async ({ page }) => {
  const { workspaceId } = await signUp(page, "pinterest");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "pinterest", "--username", "ada.pins", "--sandbox");
  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "Pinterest @ada.pins" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Five-minute ramen bowls");
  await page.getByLabel("Add images or videos").setInputFiles({ name: "bowl.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(60, 90)) });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });

  const problems = page.getByRole("region", { name: "Checks" });
  await expect(problems).toContainText("Choose the Pinterest board to save the Pin to");
  await expect(page.getByRole("button", { name: "Publish now" })).toBeDisabled();

  const picker = page.getByLabel(/^Board/);
  await expect(picker.locator("option")).toHaveText(["Choose a board", "Sandbox board", "Sandbox protected board (protected)"]);
  await picker.selectOption({ label: "Sandbox board" });
  await page.locator("#opt-pinterest-title").fill("Ramen bowls");
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Pinterest.");
  await screenshot(page, "composer-pinterest-board");

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(page.getByTestId("post-status")).toHaveText("Published", { timeout: 30_000 });
});

import { expect, test } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, failOnConsoleErrors, screenshots, signUp } from "./support";

// A typical post (three networks, a caption and one image) is written on one wide screen (1440 × 900): the
// composer's editor column and its sticky side (buttons, preview, checks) are together no taller than the
// screen, the network options folded to a chip each. A blocker's "Go to field" still opens the folded options and focuses the field.
test.setTimeout(120_000);

test("a typical post fits a 1440 × 900 screen; Go to field opens folded options", async ({ page }) => {
  const console = failOnConsoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { workspaceId } = await signUp(page, "composer-fits");
  for (const [platform, username] of [
    ["twitter", "ada_x"],
    ["linkedin", "Ada Lovelace"],
    ["instagram", "ada.gram"],
    ["tiktok", "ada.tok"],
  ]) {
    await cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox");
  }
  await page.goto(`/${workspaceId}/posts/new`);
  for (const name of ["X (Twitter) @ada_x", "LinkedIn @Ada Lovelace", "Instagram @ada.gram"]) await page.getByRole("checkbox", { name }).check();
  await page
    .getByLabel("Caption", { exact: true })
    .fill("Our autumn menu is here: roasted squash soup, a new chai, and the return of the apple tart. Come by this week and tell us your favourite.");
  await page.getByLabel("Add images or videos").setInputFiles({ name: "soup.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(120, 150)) });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("counter-twitter")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));

  // The composer (both columns) measured from the top of the page.
  const box = await page.evaluate(() => {
    const grid = document.querySelector("#post-caption")!.closest(".grid")!;
    const columns = [...grid.children].map((c) => c.getBoundingClientRect());
    const rect = grid.getBoundingClientRect();
    return { top: rect.top, height: rect.height, bottom: Math.max(...columns.map((c) => c.bottom)), page: document.documentElement.scrollHeight };
  });
  test.info().annotations.push({ type: "composer", description: JSON.stringify(box) });
  await screenshots(page, "composer-typical");
  // Both columns are no taller than the screen: scrolled to, all of the composer is in view at once (it was
  // 1305 px before the compaction). The app's navigation and the page title sit above it.
  expect(box.height, `composer ${JSON.stringify(box)}`).toBeLessThanOrEqual(900);

  // TikTok asks questions: its options open by themselves. Folded again by hand, "Go to field" opens them and
  // focuses the question.
  await page.getByRole("checkbox", { name: "TikTok @ada.tok" }).check();
  const tiktok = page.locator("[data-network-options=tiktok]");
  await expect(tiktok).toHaveAttribute("open", "");
  await tiktok.locator("> summary").click();
  await expect(tiktok).not.toHaveAttribute("open", "");
  await page.getByTestId("blocked-reason").getByRole("button", { name: "(Go to field)" }).click();
  await expect(tiktok).toHaveAttribute("open", "");
  await expect(page.getByLabel("Who can view this post")).toBeFocused();
  await expect(page.getByLabel("Who can view this post")).toBeInViewport();
  console.expectNone();
});

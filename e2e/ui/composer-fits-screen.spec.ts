import { expect, test } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, createUser, failOnConsoleErrors, screenshots, signIn } from "./support";

// A typical post (three networks, a caption and one described image) is written on one wide screen (1440 × 900) with
// nothing to scroll: the navigation, the title, the editor column and its sticky side (buttons, preview,
// checks) all fit, the network options and the first comment folded away until needed. A blocker's "Go to field" still opens the folded options and focuses the field.
test.setTimeout(120_000);

test("a typical post fits a 1440 × 900 screen, the first comment folded until wanted; Go to field opens folded options", async ({ page }) => {
  const console = failOnConsoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  // A person set up by the operator: no "confirm your email" banner, which a new sign-up sees only once.
  const { email, personalWorkspaceId: workspaceId } = await createUser("composer-fits");
  await signIn(page, email);
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
  // Described, as a typical image is (without it the checks add a warning asking for it).
  await page.getByLabel("Alt text for soup.png").fill("A bowl of roasted squash soup on a wooden table");
  await expect(page.getByTestId("counter-twitter")).toBeVisible();
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for X (Twitter), LinkedIn, Instagram.");
  await expect(page.getByRole("region", { name: "Checks" })).toHaveAttribute("aria-busy", "false");
  await page.evaluate(() => window.scrollTo(0, 0));

  // The composer (both columns) measured from the top of the page, with each block's height (in the
  // annotation, to see what grew when this fails).
  const box = await page.evaluate(() => {
    const grid = document.querySelector("#post-caption")!.closest(".grid")!;
    const columns = [...grid.children].map((c) => c.getBoundingClientRect());
    const rect = grid.getBoundingClientRect();
    const blocks = [...grid.children].map((column) =>
      [...column.children].map(
        (child) => `${child.getAttribute("aria-label") ?? child.tagName.toLowerCase()}: ${Math.round(child.getBoundingClientRect().height)}`,
      ),
    );
    return { top: rect.top, height: rect.height, bottom: Math.max(...columns.map((c) => c.bottom)), page: document.documentElement.scrollHeight, blocks };
  });
  test.info().annotations.push({ type: "composer", description: JSON.stringify(box) });
  await screenshots(page, "composer-typical");
  // All of it is on the screen as the page opens, the app's navigation and the page title included: nothing
  // to scroll to write, check and schedule a typical post. It was 1305 px tall before the first compaction,
  // then 864 px but starting 200 px down, so its last ~165 px were below the fold.
  // Issue 38 put the first comment in view, a row under the caption (it was folded in each network's options):
  // with its box open that row took the composer to 953 px. Now a post without a first comment shows one small
  // "+ Add first comment" button there instead: the editor column ends at 880 px. The side column (publish,
  // notes, preview, checks) ended at 943 px, its preview alone 486 px tall with the picture drawn up to 16rem; at
  // 12rem (a scale model of the feed, still at the picture's shape) the side column ends above the fold too.
  await expect(page.getByRole("region", { name: "First comment" }).getByRole("button", { name: "+ Add first comment" })).toBeVisible();
  expect(box.bottom, `composer ${JSON.stringify(box)}`).toBeLessThanOrEqual(900);
  expect(box.page, `page ${JSON.stringify(box)}`).toBeLessThanOrEqual(985);

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

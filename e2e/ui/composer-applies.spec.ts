import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { signUpWithSandboxAccount } from "./axe";
import { failOnConsoleErrors, screenshots } from "./support";

// The composer shows only what applies to the post being written (issue 38): a Bluesky-only post has no "Post
// type" (Reels and Stories are Instagram's and Facebook's), the first comment is a field of its own (one button
// under the caption until wanted) rather than hidden in a network's folded options, and a portrait picture keeps its shape on Bluesky (not cut into a 16:9
// box) while each chosen network's crop is shown side by side at its real aspect ratio. Run in three browser
// zones, one with a half-hour offset, as the other composer specs are; any console error fails the run.
test.setTimeout(120_000);

const ZONES = ["America/Los_Angeles", "Asia/Tokyo", "Asia/Kolkata"];

const cropOf = (page: Page, platform: string) => page.getByTestId("crop-box").and(page.locator(`[data-platform=${platform}]`));

for (const timezoneId of ZONES) {
  test.describe(timezoneId, () => {
    test.use({ timezoneId });

    test("a Bluesky-only post: no post type, its first comment in view, its picture at its own shape", async ({ page }) => {
      const browserProblems = failOnConsoleErrors(page);
      const { workspaceId } = await signUpWithSandboxAccount(page, "composer-applies");
      await page.goto(`/${workspaceId}/posts/new`);
      await page.getByRole("checkbox", { name: "Bluesky @sandbox.postlane.test" }).check();
      await page.getByLabel("Caption", { exact: true }).fill("Fresh beans this week: a washed Ethiopian and a natural Colombian.");

      // No post type for Bluesky: the choice would mean nothing there.
      const media = page.getByRole("region", { name: "Media" });
      await expect(media).toBeVisible();
      await expect(media.getByText("Post type")).toHaveCount(0);

      // The first comment is one button under the caption (its box unfolds when wanted), not in Bluesky's folded
      // options chip.
      const firstComment = page.getByRole("region", { name: "First comment" });
      await firstComment.getByRole("button", { name: "+ Add first comment" }).click();
      await expect(firstComment.getByLabel("First comment on Bluesky")).toBeFocused();
      await expect(firstComment.getByRole("tab", { name: "Bluesky" })).toHaveAttribute("aria-selected", "true");
      await firstComment.getByLabel("First comment on Bluesky").fill("Order online: https://coffee.example/beans");
      await expect(firstComment.locator("#opt-bluesky-firstComment-count")).toHaveText("42 / 300 characters");
      const blueskyOptions = page.locator("[data-network-options=bluesky]");
      await blueskyOptions.locator("> summary").click();
      await expect(blueskyOptions.getByText("First comment")).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Preview" }).getByTestId("preview-first-comment")).toContainText("First reply by sandbox.postlane.test");

      // A portrait picture (4:5) keeps its shape on Bluesky, in the crop boxes and in the preview itself.
      await page.getByLabel("Add images or videos").setInputFiles({ name: "beans.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(80, 100)) });
      await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
      await page.getByLabel("Alt text for beans.png").fill("Two bags of coffee beans on a counter");
      await expect(cropOf(page, "bluesky")).toHaveAttribute("data-aspect", "0.800");
      await expect(cropOf(page, "bluesky")).toContainText("Bluesky 4:5");
      await expect(page.getByTestId("preview-bluesky").getByTestId("preview-media")).toHaveAttribute("data-aspect", "0.800");
      await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Bluesky.");

      // Campaign tags asked for without a campaign name (the workspace has none): a problem in Checks, which would
      // otherwise say Ready while the links went out untagged; "Go to field" leads to the name.
      await page.locator("summary", { hasText: "Campaign tags" }).click();
      await page.getByLabel("Tag this post’s links").check();
      const checks = page.getByRole("region", { name: "Checks" });
      await expect(checks).toContainText("Name the campaign for this post’s tagged links, or leave its links as written");
      await checks.getByRole("button", { name: "Go to field" }).click();
      await expect(page.getByLabel("Campaign name")).toBeFocused();
      await page.getByLabel("Campaign name").fill("beans");
      await expect(page.getByTestId("tagged-link-example")).toContainText("utm_campaign=beans");
      await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Bluesky.");

      // With Instagram, Pinterest and TikTok chosen too: Post type appears, and each crop sits side by side at its
      // real shape (the boxes share a height, so their widths are in the ratio of their aspect ratios).
      for (const name of ["Instagram @postlane.sandbox", "Pinterest @postlanesandbox", "TikTok @postlane.sandbox"]) {
        await page.getByRole("checkbox", { name }).check();
      }
      await expect(media.getByLabel(/Post type/)).toBeVisible();
      await expect(cropOf(page, "instagram")).toHaveAttribute("data-aspect", "0.800");
      await expect(cropOf(page, "pinterest")).toContainText("Pinterest 2:3");
      await expect(cropOf(page, "tiktok")).toContainText("TikTok 9:16");
      const boxes = Object.fromEntries(
        await page.getByTestId("crop-box").evaluateAll((items) =>
          items.map((item) => {
            const box = item.firstElementChild!.getBoundingClientRect();
            return [item.getAttribute("data-platform")!, { width: box.width, height: box.height }] as const;
          }),
        ),
      );
      const heights = Object.values(boxes).map((b) => b.height);
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
      const shape = (platform: string) => boxes[platform]!.width / boxes[platform]!.height;
      expect(shape("bluesky")).toBeCloseTo(0.8, 1);
      expect(shape("instagram")).toBeCloseTo(0.8, 1);
      expect(shape("pinterest")).toBeCloseTo(2 / 3, 1);
      expect(shape("tiktok")).toBeCloseTo(9 / 16, 1);

      // A Story for Instagram fills 9:16; with Instagram dropped again, the Story no longer applies: the
      // question goes away and Bluesky is sent a post, not a Story it would refuse.
      await media.getByLabel(/Post type/).selectOption("story");
      await expect(cropOf(page, "instagram")).toContainText("Instagram 9:16");
      for (const name of ["Instagram @postlane.sandbox", "Pinterest @postlanesandbox", "TikTok @postlane.sandbox"]) {
        await page.getByRole("checkbox", { name }).uncheck();
      }
      await expect(media.getByText("Post type")).toHaveCount(0);
      await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Bluesky.");
      await screenshots(page, `composer-applies-${timezoneId.replace("/", "-").toLowerCase()}`);
      browserProblems.expectNone();
    });
  });
}

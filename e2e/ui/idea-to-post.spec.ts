import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, failOnConsoleErrors, screenshots, signUp } from "./support";

// "Turn into post" carries the idea's title, caption, tags (as hashtags), media and notes into the composer (the
// notes beside the editor, never in the preview); once the post is saved the idea's card shows its status ("Scheduled · <time>" in the viewer's zone) and links to it;
// deleting the post leaves the idea, its card ready to become a post again.
test.setTimeout(120_000);
test.use({ timezoneId: "Asia/Kolkata" });

const card = (page: Page, title: string) => page.getByTestId("idea-card").filter({ has: page.getByText(title, { exact: true }) });
const pad = (n: number) => String(n).padStart(2, "0");
const notes = "Chef Ana can film on Tuesday.\nRecipe card is in the shared drive.";

test("an idea becomes a scheduled post with its tags, media and notes; its card links to the post until the post is deleted", async ({ page }) => {
  const console = failOnConsoleErrors(page);
  const { workspaceId } = await signUp(page, "idea-to-post");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");

  await page.getByRole("button", { name: "+ Add idea to To do" }).click();
  const dialog = page.getByRole("dialog", { name: "New idea in To do" });
  await dialog.getByLabel("Title").fill("Autumn menu");
  await dialog.getByLabel("Caption").fill("Roasted squash soup and the apple tart are back.");
  await dialog.getByLabel("Tags").fill("autumn, #soup");
  await dialog.getByLabel("Upload image").setInputFiles({ name: "soup.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 80)) });
  await expect(dialog.getByLabel("Media URLs")).toHaveValue(/^https?:\/\/\S+\/media\/\S+$/);
  await dialog.getByLabel("Notes").fill(notes);
  await dialog.getByRole("button", { name: "Add idea" }).click();
  await expect(card(page, "Autumn menu").getByTestId("idea-post-link")).toHaveCount(0);
  await expect(card(page, "Autumn menu").getByTestId("idea-has-notes")).toBeVisible();

  await card(page, "Autumn menu").getByRole("link", { name: "Turn into post: Autumn menu" }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue("Autumn menu");
  await expect(page.getByLabel("Caption", { exact: true })).toHaveValue("Roasted squash soup and the apple tart are back.");
  await expect(page.getByLabel(/^Hashtags/)).toHaveValue("#autumn #soup");
  await expect(page.getByTestId("media-item")).toHaveCount(1);
  // The notes are open beside the editor, and only there: not in the preview of what Bluesky gets.
  await expect(page.getByLabel("Notes for your team")).toBeVisible();
  await expect(page.getByLabel("Notes for your team")).toHaveValue(notes);
  await page.getByRole("checkbox", { name: "Bluesky @ada.bsky.social" }).check();
  await expect(page.getByTestId("preview-bluesky")).toContainText("Roasted squash soup");
  await expect(page.getByTestId("preview-bluesky")).not.toContainText("Chef Ana");
  await page.getByLabel("Notes for your team").fill(`${notes}\nPhoto: credit @sam.shoots`);
  const tomorrow = new Date(Date.now() + 86_400_000);
  await page.getByLabel(/Schedule for/).fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:30`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // The card names the post's status and time (the browser's zone, Asia/Kolkata, as the viewer's) and opens it.
  await page.getByRole("link", { name: "Ideas", exact: true }).first().click();
  const link = card(page, "Autumn menu").getByTestId("idea-post-link");
  await expect(link).toHaveText(/^Scheduled · .*9:30.*: the post made from Autumn menu$/);
  await expect(card(page, "Autumn menu").getByRole("link", { name: /Turn into post/ })).toHaveCount(0);
  await screenshots(page, "ideas-card-with-post");
  await link.click();
  await expect(page.getByRole("heading", { name: "Edit scheduled post" })).toBeVisible();
  await expect(page.getByLabel(/^Hashtags/)).toHaveValue("#autumn #soup");
  // The post kept its own notes, as edited in the composer.
  await expect(page.getByLabel("Notes for your team")).toHaveValue(`${notes}\nPhoto: credit @sam.shoots`);

  // Deleting the post keeps the idea; its card can become a post again.
  await page.getByRole("button", { name: "Delete post" }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await page.goto(`/${workspaceId}/ideas`);
  await expect(card(page, "Autumn menu").getByRole("link", { name: "Turn into post: Autumn menu" })).toBeVisible();
  await expect(card(page, "Autumn menu").getByTestId("idea-post-link")).toHaveCount(0);
  console.expectNone();
});

import { expect, test, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshots, signUp } from "./support";

// Issue 23: a scheduled TikTok + Instagram post reopened for editing must still save. Before, the TikTok
// consent box came back unticked, "Save and keep scheduled" stayed grey while Checks said "Ready", and
// nothing said why. Now whatever blocks the buttons is said next to them with a link to the field, and TikTok's
// declaration is shown rather than ticked, so what was valid when scheduled is valid when reopened.
test.setTimeout(180_000);

const pad = (n: number) => String(n).padStart(2, "0");
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const group = (page: Page, text: string) => page.getByTestId("post-group").filter({ hasText: text });

test("a scheduled TikTok + Instagram post is edited, saved and reopened still scheduled", async ({ page }) => {
  const { workspaceId } = await signUp(page, "edit-scheduled");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "tiktok", "--username", "ada.tok", "--sandbox");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "instagram", "--username", "ada.gram", "--sandbox");

  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "TikTok @ada.tok" }).check();
  await page.getByRole("checkbox", { name: "Instagram @ada.gram" }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Autumn menu, first look");
  // A 4:5 portrait photo: Instagram's feed shows it 4:5, not as a 16:9 strip.
  await page.getByLabel("Add images or videos").setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(80, 100)) });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });

  // Blocked: said next to the disabled button in words, never as a field path, with a way to the field.
  const schedule = page.getByRole("button", { name: "Schedule" });
  const reason = page.getByTestId("blocked-reason");
  await expect(reason).toContainText("Can't publish or schedule yet: choose who can see this on TikTok");
  await expect(page.getByRole("region", { name: "Checks" })).not.toContainText("platformOptions");
  await expect(schedule).toBeDisabled();
  await reason.getByRole("button", { name: "(Go to field)" }).click();
  const privacy = page.getByLabel("Who can view this post");
  await expect(privacy).toBeFocused();
  await privacy.selectOption({ label: "Everyone" });
  await expect(reason).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId("tiktok-declaration").first()).toContainText("By posting, you agree to TikTok's Music Usage Confirmation");

  const preview = page.getByRole("region", { name: "Preview" });
  await preview.getByRole("tab", { name: "Instagram" }).click();
  await expect(preview.getByTestId("preview-media")).toHaveAttribute("data-aspect", "0.800");

  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setHours(10, 15, 0, 0);
  await page.getByLabel(/Schedule for/).fill(localInput(tomorrow));
  await schedule.click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(group(page, "Autumn menu, first look").getByTestId("post-status").first()).toHaveText("Scheduled");

  // Reopened: still ready, nothing to tick again; the caption changes and it saves, still scheduled.
  await group(page, "Autumn menu, first look")
    .getByRole("link", { name: /^Edit post/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit scheduled post" })).toBeVisible();
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for TikTok, Instagram.");
  await expect(page.getByLabel("Who can view this post")).toHaveValue("PUBLIC_TO_EVERYONE");
  await page.getByLabel("Caption", { exact: true }).fill("Autumn menu, now with soups");
  const save = page.getByRole("button", { name: "Save and keep scheduled" });
  await expect(save).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByTestId("blocked-reason")).toHaveCount(0);
  await screenshots(page, "composer-edit-scheduled");
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(group(page, "Autumn menu, now with soups").getByTestId("post-status").first()).toHaveText("Scheduled");

  await group(page, "Autumn menu, now with soups")
    .getByRole("link", { name: /^Edit post/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit scheduled post" })).toBeVisible();
  await expect(page.getByLabel("Caption", { exact: true })).toHaveValue("Autumn menu, now with soups");
  await expect(page.getByTestId("checks-ok")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save and keep scheduled" })).toBeEnabled({ timeout: 15_000 });
});

import crypto from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, failOnConsoleErrors, signUp } from "./support";

// Issue 38, a marketer's everyday in three browser zones (one with a half-hour offset): the same picture
// uploaded again is the library's one file, with the alt text saved the first time (Checks stays quiet); a
// scheduled post dragged on the week's hour rows to 14:00 goes out at 14:00 in the viewer's zone; a published
// post duplicated into a new draft; posts found by text, #tag and @account. No console error anywhere.
test.setTimeout(180_000);

const RUNS = [
  { timezoneId: "Asia/Tokyo", locale: "ja-JP" },
  { timezoneId: "America/Los_Angeles", locale: "en-US" },
  { timezoneId: "Asia/Kolkata", locale: "en-GB" },
];

const PICTURE = Buffer.from(pngBytes(64, 48, [200, 40, 40]));

async function setup(page: Page, label: string) {
  const { email, workspaceId } = await signUp(page, label);
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live")).apiKey
    .key;
  const api = (method: "get" | "post", path: string, data?: unknown) =>
    page.request[method](`/functions/v1/api${path}`, { headers: { Authorization: `Bearer ${key}` }, ...(data === undefined ? {} : { data }) });
  return { workspaceId, api };
}

async function composeWithPicture(page: Page, workspaceId: string, caption: string) {
  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: "Bluesky @ada.bsky.social" }).check();
  await page.getByLabel("Caption", { exact: true }).fill(caption);
  await page.getByLabel("Add images or videos").setInputFiles({ name: "winter-sale.png", mimeType: "image/png", buffer: PICTURE });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
}

/** Presses on `from`, moves in steps (dnd-kit starts a drag after 6 px) and lets go over the middle of `to`. */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

for (const run of RUNS) {
  test.describe(`${run.timezoneId}, ${run.locale}`, () => {
    test.use({ timezoneId: run.timezoneId, locale: run.locale });

    test("the same picture uploaded again is the library's one file, with its alt text", async ({ page }) => {
      const consoleProblems = failOnConsoleErrors(page);
      const { workspaceId, api } = await setup(page, "dedupe");

      await composeWithPicture(page, workspaceId, "Winter sale starts now");
      await page.getByLabel("Alt text for winter-sale.png").fill("A red winter coat on a hanger");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

      // The same bytes again: no second upload, the alt text is offered again and Checks has nothing to say.
      await composeWithPicture(page, workspaceId, "Last days of the winter sale");
      await expect(page.getByLabel("Alt text for winter-sale.png")).toHaveValue("A red winter coat on a hanger");
      await expect(page.getByRole("list", { name: "Worth a look" })).toHaveCount(0);
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

      await page.goto(`/${workspaceId}/media`);
      await expect(page.getByTestId("library-item")).toHaveCount(1);
      await expect(page.getByTestId("library-storage")).toHaveText(/^1 file, \d+ (bytes|KB) in storage$/);
      await expect(page.getByTestId("library-item").getByTestId("library-usage")).toHaveText("Used in 2 posts");

      // The API's upload with the file's hash answers the same file, nothing to upload.
      const sha256 = crypto.createHash("sha256").update(PICTURE).digest("hex");
      const reused = await api("post", "/media/upload-url", { filename: "copy.png", contentType: "image/png", sizeBytes: PICTURE.length, sha256 });
      expect(reused.status(), await reused.text()).toBe(200);
      expect(await reused.json()).toMatchObject({ reused: true, altText: "A red winter coat on a hanger" });
      const library = (await (await api("get", "/media")).json()) as { media: { url: string; altText: string }[]; storage: { files: number } };
      expect(library.storage.files).toBe(1);
      expect((await reused.json()).publicUrl).toBe(library.media[0].url);
      consoleProblems.expectNone(`${run.timezoneId} media`);
    });

    test("the week's hour rows: a scheduled post dragged to 14:00 goes out at 14:00 in the viewer's zone", async ({ page }) => {
      const consoleProblems = failOnConsoleErrors(page);
      const { workspaceId, api } = await setup(page, "week-hours");
      // Tomorrow at 09:30 and at 14:00 in the browser's zone, and tomorrow's day key there.
      const when = await page.evaluate(() => {
        const d = new Date();
        const pad = (n: number) => String(n).padStart(2, "0");
        const tomorrow = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 9, 30);
        return {
          at: tomorrow.toISOString(),
          target: new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 14, 0).toISOString(),
          day: `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
        };
      });
      const created = await api("post", "/posts", { platforms: ["bluesky"], caption: "Lunch teaser", status: "scheduled", scheduledAt: when.at });
      expect(created.status(), await created.text()).toBe(201);
      const { postIds } = (await created.json()) as { postIds: string[] };

      await page.goto(`/${workspaceId}/posts`);
      await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Week" }).click();
      const column = page.locator(`li[data-day="${when.day}"]`);
      if ((await column.count()) === 0) await page.getByRole("button", { name: "Next week" }).click();
      const entry = column.getByTestId("calendar-entry");
      await expect(page.locator(`[data-slot="${when.day}@09"]`).getByTestId("calendar-entry")).toHaveCount(1);
      await expect(entry).toHaveAttribute("data-movable", "true");

      await drag(page, entry, page.locator(`[data-slot="${when.day}@14"]`));
      await expect(page.getByText(/^Rescheduled for/)).toBeVisible();
      await expect(page.locator(`[data-slot="${when.day}@14"]`).getByTestId("calendar-entry")).toHaveCount(1);
      await expect(page.locator(`[data-slot="${when.day}@09"]`).getByTestId("calendar-entry")).toHaveCount(0);
      await expect
        .poll(async () => ((await (await api("get", `/posts/${postIds[0]}`)).json()) as { post: { scheduled_at: string } }).post.scheduled_at)
        .toBe(when.target);
      consoleProblems.expectNone(`${run.timezoneId} week`);
    });

    test("a published post duplicated into a new draft; posts found by text, #tag and @account", async ({ page }) => {
      const consoleProblems = failOnConsoleErrors(page);
      const { workspaceId, api } = await setup(page, "dup-search");
      const sale = await api("post", "/posts", {
        platforms: ["bluesky"],
        caption: "Winter sale: 30% off coats",
        hashtags: ["wintersale"],
        status: "published",
      });
      expect(sale.status(), await sale.text()).toBe(201);
      const saleId = ((await sale.json()) as { postIds: string[] }).postIds[0];
      const latte = await api("post", "/posts", { platforms: ["bluesky"], caption: "Our oat latte recipe", status: "draft" });
      expect(latte.status(), await latte.text()).toBe(201);
      await expect
        .poll(async () => ((await (await api("get", `/posts/${saleId}`)).json()) as { post: { status: string } }).post.status, { timeout: 30_000 })
        .toBe("published");

      await page.goto(`/${workspaceId}/posts`);
      const groups = page.getByTestId("post-group");
      await expect(groups).toHaveCount(2);
      const search = page.getByLabel("Search posts");
      await search.fill("#wintersale");
      await expect(groups).toHaveCount(1);
      await expect(groups).toContainText("Winter sale");
      await search.fill("latte");
      await expect(groups).toHaveCount(1);
      await expect(groups).toContainText("oat latte");
      await search.fill("@ada latte");
      await expect(groups).toHaveCount(1);
      await search.fill("no such words");
      await expect(page.getByText("No posts match “no such words”")).toBeVisible();
      await search.fill("");
      await expect(groups).toHaveCount(2);

      // Duplicate the published post: a new draft opens in the editor with its words.
      await groups
        .filter({ hasText: "Winter sale" })
        .getByRole("button", { name: /^Duplicate post/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts/[0-9a-f-]{36}/edit$`));
      expect(page.url()).not.toContain(saleId);
      await expect(page.getByLabel("Caption", { exact: true })).toHaveValue("Winter sale: 30% off coats");

      await page.goto(`/${workspaceId}/posts`);
      await page.getByLabel("Search posts").fill("winter");
      await expect(groups).toHaveCount(2);
      await expect(groups.getByTestId("post-status")).toHaveText(["Draft", "Published"]);
      // Through the API the search pages with the cursor like any list.
      const first = (await (await api("get", "/posts?q=winter&limit=1")).json()) as { posts: unknown[]; nextCursor: string };
      expect(first.posts).toHaveLength(1);
      const second = (await (await api("get", `/posts?q=winter&limit=1&cursor=${encodeURIComponent(first.nextCursor)}`)).json()) as {
        posts: unknown[];
        nextCursor: string | null;
      };
      expect(second).toMatchObject({ posts: [expect.anything()], nextCursor: null });
      consoleProblems.expectNone(`${run.timezoneId} duplicate and search`);
    });
  });
}

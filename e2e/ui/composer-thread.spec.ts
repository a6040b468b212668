import { expect, test } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, screenshots, signUp } from "./support";

// A thread for X and Bluesky: a long caption split into parts that fit both networks (X counted its way),
// a reply added by hand with an image, then published: each network's row publishes every part, in order.
test.setTimeout(180_000);

const LONG =
  "We shipped Postlane 1.0 today. It took a year of evenings and a lot of coffee. " +
  "Here is what is in it: one composer for twelve networks, a calendar you can drag, and an API with keys per workspace. " +
  "Threads were the most asked-for feature, so they are in too: write once, split where it reads well, publish as replies. " +
  "Everything runs on one machine with two commands, or scales out on PostgreSQL, Redis and S3. " +
  "Thank you to everyone who tried the early builds and told us what broke.";

test("split a long caption into a numbered thread, add a part with an image, publish as replies on X and Bluesky", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "thread");
  for (const [platform, username] of [
    ["twitter", "ada_x"],
    ["bluesky", "ada.bsky.social"],
  ]) {
    await cli("account", "add", "--workspace", workspaceId, "--platform", platform, "--username", username, "--sandbox");
  }
  await page.goto(`/${workspaceId}/posts/new`);
  for (const name of ["X (Twitter) @ada_x", "Bluesky @ada.bsky.social"]) await page.getByRole("checkbox", { name }).check();
  await page.getByLabel("Caption", { exact: true }).fill(LONG);
  await expect(page.getByRole("region", { name: "Checks" })).toContainText("Shorten the text for X (Twitter)");

  const thread = page.getByRole("region", { name: "Thread" });
  await thread.getByLabel("Number the parts (1/3)").check();
  await thread.getByRole("button", { name: "Split into a thread" }).click();
  await expect(thread.getByRole("status")).toHaveText(/^Split into \d parts that fit X \(Twitter\), Bluesky\.$/);
  const parts = thread.getByTestId("thread-part");
  const count = (await parts.count()) + 1;
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(page.getByLabel("Caption", { exact: true })).toHaveValue(new RegExp(` 1/${count}$`));
  await expect(thread.getByLabel(`Part ${count}`, { exact: true })).toHaveValue(new RegExp(` ${count}/${count}$`));

  // A closing part by hand, with an image; then it moves up one place and back down.
  await thread.getByRole("button", { name: "+ Add a part" }).click();
  const last = `Part ${count + 1}`;
  await thread.getByLabel(last, { exact: true }).fill("Try it: postlane.example/start");
  await thread.getByLabel(`Image or video for ${last}`).setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 64)) });
  await expect(thread.getByTestId("thread-part-media")).toHaveCount(1);
  await expect(thread.getByText("chart.png")).toBeVisible();
  await thread.getByLabel(`Alt text for ${last}`).fill("Launch-day sign-ups");
  await thread.getByRole("button", { name: `Move ${last} up` }).click();
  await expect(thread.getByLabel(`Part ${count}`, { exact: true })).toHaveValue("Try it: postlane.example/start");
  await thread.getByRole("button", { name: `Move Part ${count} down` }).click();
  await expect(thread.getByLabel(last, { exact: true })).toHaveValue("Try it: postlane.example/start");

  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for X (Twitter), Bluesky.");
  await screenshots(page, "composer-thread");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));
  await expect(page.getByTestId("post-status")).toHaveText(["Published", "Published"], { timeout: 60_000 });
  // The list gives each network one "View on" link, the thread's later parts labelled by place (it used to
  // say "View on X (Twitter)" once per part).
  const total = count + 1;
  for (const network of ["X (Twitter)", "Bluesky"]) {
    await expect(page.getByRole("link", { name: `View on ${network}` })).toHaveCount(1);
    await expect(page.getByRole("link", { name: `View on ${network}` })).toContainText(`(Part 1/${total})`);
    for (let part = 2; part <= total; part++) await expect(page.getByRole("link", { name: `Part ${part} of ${total} on ${network}` })).toHaveCount(1);
  }

  // Through the API: each network's row published every part (the post, then its replies), in order.
  const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live")).apiKey
    .key;
  const answer = await page.request.get("/functions/v1/api/posts?limit=10", { headers: { authorization: `Bearer ${key}` } });
  expect(answer.status()).toBe(200);
  const { posts } = (await answer.json()) as { posts: { status: string; platforms: string[]; platform_results: { success: boolean }[] }[] };
  const published = posts.filter((row) => row.status === "published");
  expect(published.map((row) => row.platforms[0]).sort()).toEqual(["bluesky", "twitter"]);
  for (const row of published) {
    expect(row.platform_results).toHaveLength(count + 1);
    expect(row.platform_results.every((r) => r.success)).toBe(true);
  }
});

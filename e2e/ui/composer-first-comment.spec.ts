import { expect, test, type Page } from "@playwright/test";
import { fakeDiscordPort } from "../../playwright.config";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { E2E_DISCORD_CHANNEL, standInCredentials } from "../stand-in-networks";
import { cli, failOnConsoleErrors, screenshots, signUp } from "./support";

// The first comment, as a marketer meets it: a field per network in the composer, counted the network's way
// and shown under the post in the preview, with images where the network's comments take them, kept when the
// post is saved and reopened; once published, a comment the network refused is said in plain words with
// "Retry comment" beside it, and a comment's image reaches the network with its alt text.
test.setTimeout(180_000);

const preview = (page: Page) => page.getByRole("region", { name: "Preview" });
const graphemes = (text: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].length;

/** Unfolds the first comment (folded behind one button until a post has one): the first network's box takes the typing. */
async function addFirstComment(page: Page, firstNetwork: string) {
  const section = page.getByRole("region", { name: "First comment" });
  await section.getByRole("button", { name: "+ Add first comment" }).click();
  await expect(section.getByLabel(`First comment on ${firstNetwork}`)).toBeFocused();
}

/** A network's first comment, a field of its own under the caption (not folded in the network's options): its tab chosen. */
async function firstComment(page: Page, network: string) {
  const section = page.getByRole("region", { name: "First comment" });
  await section.getByRole("tablist", { name: "First comment on" }).getByRole("tab", { name: network }).click();
  return section.getByRole("tabpanel", { name: network });
}

test("a first comment per network: typed, counted, previewed, saved, and kept when the post is reopened", async ({ page }) => {
  const browserProblems = failOnConsoleErrors(page);
  const { workspaceId } = await signUp(page, "first-comment");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");

  await page.goto(`/${workspaceId}/posts/new`);
  for (const name of ["Bluesky @ada.bsky.social", "Mastodon @ada@example.social"]) await page.getByRole("checkbox", { name }).check();
  await page.getByLabel("Caption", { exact: true }).fill("Our spring collection is here");
  // Folded until wanted: one button, no box, no tabs.
  await expect(page.getByRole("region", { name: "First comment" }).getByRole("tablist")).toHaveCount(0);
  await addFirstComment(page, "Bluesky");

  // Bluesky counts graphemes, as a person counts characters: the flower is one.
  const blueskyComment = "Shop it: https://example.com/spring 🌷";
  const bluesky = await firstComment(page, "Bluesky");
  await bluesky.getByLabel("First comment on Bluesky").fill(blueskyComment);
  await expect(bluesky.locator("#opt-bluesky-firstComment-count")).toHaveText(`${graphemes(blueskyComment)} / 300 characters`);
  // Past the limit the counter turns red and the checks say what to do, in words.
  await bluesky.getByLabel("First comment on Bluesky").fill("a".repeat(301));
  await expect(bluesky.locator("#opt-bluesky-firstComment-count")).toHaveText("301 / 300 characters");
  await expect(bluesky.getByLabel("First comment on Bluesky")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "Checks" })).toContainText("Shorten the first comment for Bluesky: 301 of 300 characters");
  await bluesky.getByLabel("First comment on Bluesky").fill(blueskyComment);
  await expect(bluesky.getByLabel("First comment on Bluesky")).toHaveAttribute("aria-invalid", "false");

  const mastodonComment = "#spring #fashion";
  const mastodon = await firstComment(page, "Mastodon");
  await mastodon.getByLabel("First comment on Mastodon").fill(mastodonComment);
  await expect(mastodon.locator("#opt-mastodon-firstComment-count")).toHaveText("16 / 500 characters");
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Bluesky, Mastodon.");

  // An image with the Bluesky comment: uploaded from beside its text, described, within Bluesky's four.
  await firstComment(page, "Bluesky");
  await expect(bluesky.getByText("Up to 4 images")).toBeVisible();
  await bluesky
    .getByLabel("Comment image file for Bluesky")
    .setInputFiles({ name: "tulips.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(48, 32)) });
  await expect(bluesky.getByTestId("first-comment-image")).toHaveCount(1);
  await bluesky.getByLabel("Alt text for comment image 1 on Bluesky").fill("Red tulips in a row");
  // The same picture for Mastodon's comment, picked from the media library the upload went into.
  await firstComment(page, "Mastodon");
  await mastodon.getByRole("button", { name: "Mastodon comment image from library" }).click();
  const library = page.getByRole("dialog", { name: "Media library" });
  await library.getByRole("button", { name: /tulips\.png/ }).click();
  await library.getByRole("button", { name: "Add to post" }).click();
  await expect(mastodon.getByTestId("first-comment-image")).toHaveCount(1);
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Bluesky, Mastodon.");

  // The preview shows each network's comment right under the post, as a reply by the same account.
  await preview(page).getByRole("tablist", { name: "Preview on" }).getByRole("tab", { name: "Bluesky", exact: true }).click();
  await expect(preview(page).getByTestId("preview-first-comment")).toContainText("First reply by ada.bsky.social");
  await expect(preview(page).getByTestId("preview-first-comment")).toContainText(blueskyComment);
  await expect(preview(page).getByTestId("preview-first-comment").getByRole("img", { name: "Red tulips in a row" })).toBeVisible();
  await preview(page).getByRole("tablist", { name: "Preview on" }).getByRole("tab", { name: "Mastodon", exact: true }).click();
  await expect(preview(page).getByTestId("preview-first-comment")).toContainText(mastodonComment);
  await screenshots(page, "composer-first-comment");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // Reopened, each network keeps its own comment.
  await page
    .getByTestId("post-group")
    .filter({ hasText: "Our spring collection is here" })
    .getByRole("link", { name: /^Edit post/ })
    .click();
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Bluesky, Mastodon.");
  await expect((await firstComment(page, "Bluesky")).getByLabel("First comment on Bluesky")).toHaveValue(blueskyComment);
  // And its image, with the alt text it was given.
  await expect(page.getByLabel("Alt text for comment image 1 on Bluesky")).toHaveValue("Red tulips in a row");
  await expect((await firstComment(page, "Mastodon")).getByLabel("First comment on Mastodon")).toHaveValue(mastodonComment);
  await expect(page.locator("#opt-mastodon-firstComment-count")).toHaveText("16 / 500 characters");
  await expect((await firstComment(page, "Mastodon")).getByTestId("first-comment-image")).toHaveCount(1);
  browserProblems.expectNone();
});

test("a first comment the network refused: said in plain words, Retry comment posts it alone", async ({ page }) => {
  const browserProblems = failOnConsoleErrors(page);
  const { email, workspaceId } = await signUp(page, "retry-comment");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "mastodon", "--username", "ada@example.social", "--sandbox");
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "test");
  const auth = { Authorization: `Bearer ${apiKey.key}` };
  // A test post through the sandbox, whose network refuses the first comment once (as for a missing
  // permission, granted afterwards); each sandbox call takes a second, so the retry can be seen running.
  const created = await page.request.post("/functions/v1/api/posts", {
    headers: auth,
    data: {
      platforms: ["mastodon"],
      caption: "Doors open at nine",
      status: "published",
      platformOptions: { mastodon: { firstComment: "Tickets: https://example.com/tickets" }, sandbox: { commentOutcome: "fail", latencyMs: 1000 } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [postId] = ((await created.json()) as { postIds: string[] }).postIds;

  await page.goto(`/${workspaceId}/posts`);
  const row = page.getByTestId("post-group").filter({ hasText: "Doors open at nine" });
  await expect(row.getByTestId("post-status")).toHaveText("Published", { timeout: 30_000 });
  const comment = row.getByTestId("first-comment");
  await expect(comment).toHaveText(
    /^Mastodon did not let this account comment: The account is not allowed to comment \(sandbox\)\. Check the account's permissions on Mastodon, then retry the comment\./,
  );
  // No field names or API prefixes reach the person, and a refusal for good is not promised a retry.
  await expect(comment).not.toContainText("first comment:");
  await expect(comment).not.toContainText("tried again automatically");
  await screenshots(page, "posts-first-comment-failed");

  const retry = comment.getByRole("button", { name: "Retry comment" });
  await retry.click();
  await expect(comment.getByRole("button", { name: "Retrying comment…" })).toBeDisabled();
  // The outcome in words (the post is a test post: the answer is read in its own mode, not as "Post not found").
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "First comment posted on Mastodon" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast][data-type=error]")).toHaveCount(0);
  await expect(row.getByTestId("first-comment")).toHaveText("First comment on Mastodon");
  await expect(row.getByTestId("post-status")).toHaveText("Published");

  // The API agrees: posted once, on the post that stayed published.
  const read = await page.request.get(`/functions/v1/api/posts/${postId}`, { headers: auth });
  const { post } = (await read.json()) as { post: { status: string; platform_results: { first_comment?: { status: string } }[] } };
  expect(post.status).toBe("published");
  expect(post.platform_results).toHaveLength(1);
  expect(post.platform_results[0].first_comment).toMatchObject({ status: "posted" });
  browserProblems.expectNone();
});

test("an image with the first comment: added in the composer, kept when reopened, and sent with the reply", async ({ page }) => {
  const browserProblems = failOnConsoleErrors(page);
  const { email, workspaceId } = await signUp(page, "comment-image");
  const { discordBotToken } = standInCredentials();
  // A Discord bot in the stand-in's channel: a bot can reply, and its replies carry files like any message.
  const connected = await page.request.post("/api/connect/discord", {
    data: { workspaceId, mode: "bot", botToken: discordBotToken, channelId: E2E_DISCORD_CHANNEL.id },
  });
  expect(connected.status(), await connected.text()).toBe(200);
  const run = crypto.randomUUID().slice(0, 8);
  const caption = `Doors open at nine ${run}`;
  const commentText = `Floor plan attached ${run}`;

  await page.goto(`/${workspaceId}/posts/new`);
  await page.getByRole("checkbox", { name: /^Discord/ }).check();
  await page.getByLabel("Caption", { exact: true }).fill(caption);
  await addFirstComment(page, "Discord");
  const discord = await firstComment(page, "Discord");
  await discord.getByLabel("First comment on Discord").fill(commentText);
  await expect(discord.getByText("Up to 10 images")).toBeVisible();
  await discord
    .getByLabel("Comment image file for Discord")
    .setInputFiles({ name: "floor-plan.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(40, 40)) });
  await discord.getByLabel("Alt text for comment image 1 on Discord").fill("Floor plan of the hall");
  await expect(page.getByTestId("checks-ok")).toHaveText("Ready for Discord.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/${workspaceId}/posts$`));

  // Reopened, the comment keeps its image and alt text.
  await page
    .getByTestId("post-group")
    .filter({ hasText: caption })
    .getByRole("link", { name: /^Edit post/ })
    .click();
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}\/edit$/);
  const postId = new URL(page.url()).pathname.split("/")[3];
  const reopened = await firstComment(page, "Discord");
  await expect(reopened.getByTestId("first-comment-image")).toHaveCount(1);
  await expect(reopened.getByLabel("Alt text for comment image 1 on Discord")).toHaveValue("Floor plan of the hall");

  // Published through the API, the post's options are what the network gets: the reply carries the image and
  // its alt text (the Post of the API has no platformOptions to read them back from).
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live");
  const auth = { Authorization: `Bearer ${apiKey.key}` };
  const published = await page.request.post(`/functions/v1/api/posts/${postId}/publish`, { headers: auth });
  expect(published.status(), await published.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const read = await page.request.get(`/functions/v1/api/posts/${postId}`, { headers: auth });
        const { post } = (await read.json()) as { post: { platform_results: { first_comment?: { status: string } }[] } };
        return post.platform_results[0]?.first_comment?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("posted");
  const read = await page.request.get(`http://127.0.0.1:${fakeDiscordPort}/channels/${E2E_DISCORD_CHANNEL.id}/messages?limit=100`, {
    headers: { authorization: `Bot ${discordBotToken}`, "user-agent": "DiscordBot (https://postlane.example, 1.0)" },
  });
  expect(read.status()).toBe(200);
  const messages = (await read.json()) as { content: string; type: number; attachments: { content_type: string; description?: string }[] }[];
  const reply = messages.find((m) => m.content.includes(commentText));
  expect(reply).toMatchObject({ type: 19, attachments: [{ content_type: "image/png", description: "Floor plan of the hall" }] });
  browserProblems.expectNone();
});

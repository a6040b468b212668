import { expect, test, type Locator, type Page } from "@playwright/test";
import { pngBytes } from "../../test/fakes/social-fake-png";
import { cli, createUser, screenshot, signIn, signUp } from "./support";

// The admin CLI starts a process per call; give specs that use it room on a busy machine.
test.setTimeout(120_000);

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const card = (page: Page, title: string) => page.getByTestId("idea-card").filter({ has: page.getByText(title, { exact: true }) });

async function titles(page: Page, name: string): Promise<string[]> {
  return column(page, name)
    .getByTestId("idea-card")
    .evaluateAll((cards) => cards.map((c) => c.querySelector("p")?.textContent ?? ""));
}

async function addIdea(page: Page, columnName: string, title: string, caption = "") {
  await page.getByRole("button", { name: `+ Add idea to ${columnName}` }).click();
  const dialog = page.getByRole("dialog", { name: `New idea in ${columnName}` });
  await dialog.getByLabel("Title").fill(title);
  if (caption) await dialog.getByLabel("Caption").fill(caption);
  await dialog.getByRole("button", { name: "Add idea" }).click();
  await expect(column(page, columnName).getByRole("button", { name: `Idea: ${title}`, exact: true })).toBeVisible();
}

/** A person's drag: press, move a little to lift, glide to the target, release. */
async function drag(page: Page, from: Locator, to: Locator, where: "top" | "bottom" | "center" = "center") {
  // As a person would: wait for the "Added …" toasts to go (they sit over the last column), and have both ends
  // on screen (the email confirmation banner and the checklist push the board towards the bottom).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const y = where === "top" ? b.y + 4 : where === "bottom" ? b.y + b.height - 4 : b.y + b.height / 2;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, y, { steps: 15 });
  await page.mouse.move(b.x + b.width / 2, y + 1, { steps: 2 });
  await page.mouse.up();
}

/** dnd-kit measures a lifted card over the next frames; a person's next key press comes later than that. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
}

async function apiIdeas(page: Page, key: string) {
  const response = await page.request.get("/functions/v1/api/ideas", { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  const { ideas } = (await response.json()) as { ideas: { title: string; status: string }[] };
  const by = (status: string) => ideas.filter((i) => i.status === status).map((i) => i.title);
  return { unassigned: by("unassigned"), todo: by("todo"), in_progress: by("in_progress"), done: by("done") };
}

test("drag within and across columns with pointer and keyboard; the order survives a reload and matches GET /ideas", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "board");
  const { apiKey } = await cli<{ apiKey: { key: string } }>(
    "key",
    "create",
    "--workspace",
    workspaceId,
    "--user",
    email,
    "--scopes",
    "ideas:read",
    "--mode",
    "live",
  );

  await expect(column(page, "To do").getByText("No ideas yet — drop one here")).toBeVisible();
  await addIdea(page, "To do", "Alpha", "Spring launch teaser");
  await addIdea(page, "To do", "Bravo");
  await addIdea(page, "To do", "Charlie");
  await addIdea(page, "Unassigned", "Delta");
  expect(await titles(page, "To do")).toEqual(["Alpha", "Bravo", "Charlie"]);

  // Pointer: Alpha to the bottom of its column, then Delta into the empty In progress column.
  await drag(page, card(page, "Alpha"), card(page, "Charlie"), "bottom");
  await expect.poll(() => titles(page, "To do")).toEqual(["Bravo", "Charlie", "Alpha"]);
  await drag(page, card(page, "Delta"), column(page, "In progress"));
  await expect.poll(() => titles(page, "In progress")).toEqual(["Delta"]);
  expect(await titles(page, "Unassigned")).toEqual([]);

  // Keyboard: Bravo one down; Charlie one column to the right. Each step is announced.
  await page.getByRole("button", { name: "Idea: Bravo" }).focus();
  const liveRegion = page.locator("[role=status][aria-live]").filter({ hasText: /Bravo/ });
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText("Bravo is over To do, position 1 of 3.");
  await settle(page);
  await page.keyboard.press("ArrowDown");
  await expect(liveRegion).toHaveText("Bravo is over To do, position 2 of 3.");
  await page.keyboard.press("Space");
  await expect(liveRegion).toHaveText("Dropped Bravo in To do, position 2 of 3.");
  await expect.poll(() => titles(page, "To do")).toEqual(["Charlie", "Bravo", "Alpha"]);

  await expect.poll(() => apiIdeas(page, apiKey.key)).toMatchObject({ todo: ["Charlie", "Bravo", "Alpha"] });
  // A person waits for the announcement before the next key; so does the test.
  const alphaRegion = page.locator("[role=status][aria-live]").filter({ hasText: /Alpha/ });
  await page.getByRole("button", { name: "Idea: Alpha" }).focus();
  await page.keyboard.press("Space");
  await expect(alphaRegion).toHaveText("Alpha is over To do, position 3 of 3.");
  await settle(page);
  await page.keyboard.press("ArrowRight");
  await expect(alphaRegion).toContainText("Alpha is over In progress");
  await page.keyboard.press("Space");
  await expect(alphaRegion).toContainText("Dropped Alpha in In progress");
  await expect.poll(() => titles(page, "In progress")).toContain("Alpha");
  await expect.poll(() => titles(page, "To do")).toEqual(["Charlie", "Bravo"]);
  const inProgress = await titles(page, "In progress");
  await screenshot(page, "ideas-board");

  // Every save has landed when the API shows the same board.
  await expect.poll(() => apiIdeas(page, apiKey.key)).toEqual({ unassigned: [], todo: ["Charlie", "Bravo"], in_progress: inProgress, done: [] });
  await page.reload();
  expect(await titles(page, "To do")).toEqual(["Charlie", "Bravo"]);
  expect(await titles(page, "In progress")).toEqual(inProgress);

  // On a phone the columns sit side by side in a horizontal scroller, each most of the screen wide.
  await page.setViewportSize({ width: 390, height: 844 });
  // Below the banner and the checklist on a phone: scrolled to, the first column fills the screen's width.
  await column(page, "Unassigned").scrollIntoViewIfNeeded();
  await expect(column(page, "Unassigned")).toBeInViewport();
  const width = (await column(page, "To do").boundingBox())!.width;
  expect(width).toBeGreaterThan(300);
  expect(width).toBeLessThan(390);
  await screenshot(page, "ideas-board-phone");
});

test("a move the server refuses is rolled back with a message; edit and delete", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "rollback");
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live");
  await addIdea(page, "Unassigned", "Keep me");
  await addIdea(page, "Unassigned", "Gone soon");

  // Someone else deletes "Gone soon" through the API; this page still shows it and tries to move it.
  const { ideas } = (await (await page.request.get("/functions/v1/api/ideas", { headers: { Authorization: `Bearer ${apiKey.key}` } })).json()) as {
    ideas: { id: string; title: string }[];
  };
  const doomed = ideas.find((i) => i.title === "Gone soon")!;
  expect((await page.request.delete(`/functions/v1/api/ideas/${doomed.id}`, { headers: { Authorization: `Bearer ${apiKey.key}` } })).status()).toBe(200);
  await drag(page, card(page, "Gone soon"), column(page, "Done"));
  await expect(page.getByText("Could not move “Gone soon”: Idea not found. It is back where it was.")).toBeVisible();
  await expect.poll(() => titles(page, "Done")).toEqual([]);
  await expect.poll(() => titles(page, "Unassigned")).toEqual(["Keep me"]);

  // Edit: title, caption and tags.
  await page.getByRole("button", { name: "Edit Keep me" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit idea" });
  await dialog.getByLabel("Title").fill("Kept and renamed");
  await dialog.getByLabel("Tags").fill("launch, #spring");
  await dialog.getByLabel("Media URLs").fill("not a url");
  await dialog.getByRole("button", { name: "Save idea" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("mediaUrls[0]: must be an http(s) URL");
  await dialog.getByLabel("Media URLs").fill("");
  // An image from this device, through the media upload of posts: its address joins the idea's media.
  await dialog.getByLabel("Upload image").setInputFiles({ name: "idea.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 64)) });
  await expect(dialog.getByLabel("Media URLs")).toHaveValue(/^https?:\/\/\S+\/media\/\S+$/);
  await dialog.getByRole("button", { name: "Save idea" }).click();
  await expect(card(page, "Kept and renamed")).toContainText("#spring");
  await expect(card(page, "Kept and renamed")).toContainText("1 media");
  await expect(card(page, "Kept and renamed").getByTestId("idea-thumbnail")).toBeVisible();
  await expect(card(page, "Kept and renamed")).toHaveAttribute("data-idea-id", /.+/);
  await expect(card(page, "Kept and renamed").getByRole("link", { name: /Turn into post/ })).toHaveAttribute(
    "href",
    new RegExp(`/${workspaceId}/posts/new\\?idea=`),
  );

  // Delete comes with a few seconds of Undo; left alone, it goes through and stays gone after a reload.
  await page.getByRole("button", { name: "Delete Kept and renamed" }).click();
  const undoToast = page.locator("[data-sonner-toast]").filter({ hasText: "Deleted “Kept and renamed”" });
  await expect(undoToast).toBeVisible();
  await expect(page.getByTestId("idea-card")).toHaveCount(0);
  await undoToast.getByRole("button", { name: "Undo" }).click();
  await expect(card(page, "Kept and renamed")).toBeVisible();
  // The undone toast leaves the page only once its exit animation ends: the next delete's toast says the same.
  await expect(undoToast).toHaveCount(0);
  await page.getByRole("button", { name: "Delete Kept and renamed" }).click();
  await expect(page.getByTestId("idea-card")).toHaveCount(0);
  await expect(undoToast).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(1000);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Idea board" })).toBeVisible();
  await expect(page.getByTestId("idea-card")).toHaveCount(0);
});

test("a viewer sees the board but cannot change it", async ({ page }) => {
  const owner = await createUser("ideaowner", "Olive");
  const viewer = await createUser("ideaviewer", "Vic");
  await cli("member", "add", "--workspace", owner.personalWorkspaceId, "--email", viewer.email, "--role", "viewer");
  const { apiKey } = await cli<{ apiKey: { key: string } }>(
    "key",
    "create",
    "--workspace",
    owner.personalWorkspaceId,
    "--user",
    owner.email,
    "--scopes",
    "all",
    "--mode",
    "live",
  );
  const created = await page.request.post("/functions/v1/api/ideas", {
    headers: { Authorization: `Bearer ${apiKey.key}` },
    data: { title: "Owner's idea", status: "todo" },
  });
  expect(created.status()).toBe(201);

  await signIn(page, viewer.email);
  await page.goto(`/${owner.personalWorkspaceId}/ideas`);
  await expect(column(page, "To do").getByTestId("idea-card")).toContainText("Owner's idea");
  await expect(page.getByText("You are a viewer here: the board is read-only.")).toBeVisible();
  await expect(page.getByRole("button", { name: "New idea" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit|^Delete|Add idea/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Idea: Owner's idea" })).toHaveCount(0);
  await drag(page, card(page, "Owner's idea"), column(page, "Done"));
  await page.reload();
  expect(await titles(page, "To do")).toEqual(["Owner's idea"]);
  await screenshot(page, "ideas-viewer");
});

test("a long column opens with its first 40 cards and shows the rest on request; a card dropped on it lands among the shown ones", async ({ page }) => {
  const { email, workspaceId } = await signUp(page, "longcolumn");
  const { apiKey } = await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live");
  const headers = { Authorization: `Bearer ${apiKey.key}` };
  for (let i = 1; i <= 42; i++) {
    const res = await page.request.post("/functions/v1/api/ideas", { headers, data: { title: `Backlog ${i}`, status: "todo" } });
    expect(res.status()).toBe(201);
  }
  expect((await page.request.post("/functions/v1/api/ideas", { headers, data: { title: "Newcomer", status: "done" } })).status()).toBe(201);
  await page.reload();

  await expect(column(page, "To do").getByTestId("idea-card")).toHaveCount(40);
  await expect(column(page, "To do").getByRole("heading")).toHaveText("To do 42");
  await screenshot(page, "ideas-long-column");

  // Keyboard: from Done, two columns left lands in To do among the shown cards, never behind "Show more".
  await page.getByRole("button", { name: "Idea: Newcomer", exact: true }).focus();
  await page.keyboard.press("Space");
  await settle(page);
  await page.keyboard.press("ArrowLeft");
  await settle(page);
  await page.keyboard.press("ArrowLeft");
  await settle(page);
  await page.keyboard.press("Space");
  await expect(column(page, "To do").getByRole("button", { name: "Idea: Newcomer", exact: true })).toBeVisible();
  await expect(column(page, "To do").getByRole("heading")).toHaveText("To do 43");
  // The drop is saved (and the board has taken the server's answer) before the next action, as a person
  // would see it: under a loaded CI machine a click during the save was once not taken.
  await expect.poll(async () => (await apiIdeas(page, apiKey.key)).todo).toContain("Newcomer");
  await settle(page);

  await column(page, "To do")
    .getByRole("button", { name: /^Show 3 more in To do/ })
    .click();
  await expect(column(page, "To do").getByTestId("idea-card")).toHaveCount(43);
  await expect(column(page, "To do").getByRole("button", { name: /^Show \d+ more/ })).toHaveCount(0);
  const order = await titles(page, "To do");
  await expect.poll(async () => (await apiIdeas(page, apiKey.key)).todo).toEqual(order);
});

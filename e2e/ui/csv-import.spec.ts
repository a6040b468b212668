import { expect, test } from "@playwright/test";
import { cli, failOnConsoleErrors, screenshots, signUp } from "./support";

// Bulk import from a spreadsheet (issue 26): a 50-row file with 3 bad rows is previewed with every problem
// named by its column, the 47 good rows are imported as scheduled posts with a progress bar, and importing
// the same file again creates nothing new.
test.setTimeout(240_000);

const year = new Date().getUTCFullYear() + 1;

function planFile(): string {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, "0");
    const month = String(Math.floor(i / 28) + 3).padStart(2, "0");
    return `${year}-${month}-${day} 09:${String(i).padStart(2, "0")},Europe/Berlin,"Post ${i + 1}, planned in a spreadsheet",bluesky:@ada.bsky.social`;
  });
  rows[9] = `${year}-02-30 09:00,Europe/Berlin,A day February never has,bluesky:@ada.bsky.social`; // row 11
  rows[19] = `${year}-04-01 09:00,Europe/Berlin,Nobody to post to,bluesky:@nobody.bsky.social`; // row 21
  rows[29] = `${year}-04-02 09:00,Europe/Berlin,"=cmd|' /C calc'!A0",bluesky:@ada.bsky.social`; // row 31
  return ["date,timezone,caption,accounts", ...rows].join("\n") + "\n";
}

test("import a 50-row file with 3 bad rows as scheduled posts, then re-import it with no duplicates", async ({ page }) => {
  failOnConsoleErrors(page);
  const { workspaceId } = await signUp(page, "csv-import");
  await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
  const file = { name: "march-plan.csv", mimeType: "text/csv", buffer: Buffer.from(planFile()) };

  await page.goto(`/${workspaceId}/posts`);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import posts" })).toBeVisible();
  await page.getByLabel("CSV file").setInputFiles(file);
  await expect(page.getByRole("status")).toHaveText("47 ready to import, 3 rows need changes.");
  await expect(page.getByRole("button", { name: "Scheduled posts", exact: true })).toHaveAttribute("aria-pressed", "true");
  const row = (n: number) => page.locator(`tr[data-row="${n}"]`);
  await expect(row(11)).toContainText("Needs changes");
  await expect(row(11)).toContainText(`A “date”: “${year}-02-30 09:00” is not a real date and time in Europe/Berlin.`);
  await expect(row(21)).toContainText("D “accounts”: This workspace has no Bluesky account @nobody.bsky.social.");
  await expect(row(31)).toContainText("C “caption”: This cell looks like a spreadsheet formula");
  await expect(row(2)).toContainText("Ready");
  await screenshots(page, "csv-import-preview");

  // The rows that need changes come back as a file to fix, the formula written as text.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the rows that need changes" }).click();
  const report = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of report) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  expect(text).toContain(`"'=cmd|' /C calc'!A0"`);
  expect(
    text
      .split("\n")
      .filter((line) => /^\d+,/.test(line))
      .map((line) => line.split(",")[0]),
  ).toEqual(["11", "21", "31"]);

  await page.getByRole("button", { name: "Import 47 posts as scheduled posts" }).click();
  await expect(page.getByText(/^Imported 47 posts as scheduled posts\. 3 rows need changes and were left out\./)).toBeVisible({ timeout: 60_000 });
  await expect(row(2)).toContainText("Imported");
  await expect(row(11)).toContainText("Needs changes");

  await page.getByRole("link", { name: "See them on the Posts page" }).click();
  await expect(page.getByTestId("post-status")).toHaveCount(47);
  await expect(page.getByTestId("post-status").filter({ hasText: "Scheduled" })).toHaveCount(47);

  // The same file again: every good row is recognised, nothing can be imported twice.
  await page.goto(`/${workspaceId}/posts/import`);
  await page.getByLabel("CSV file").setInputFiles(file);
  await expect(page.getByRole("status")).toHaveText("0 ready to import, 3 rows need changes, 47 already imported.");
  await expect(page.getByRole("button", { name: "Import 0 posts as scheduled posts" })).toBeDisabled();
  await expect(row(2)).toContainText("Already imported");
  await page.goto(`/${workspaceId}/posts`);
  await expect(page.getByTestId("post-status")).toHaveCount(47);
});

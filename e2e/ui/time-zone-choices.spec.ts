import { expect, test, type Page } from "@playwright/test";
import { HYDRATED_MARK } from "../../components/layout/hydrated-mark";
import { cli, failOnConsoleErrors, signUp } from "./support";

// Issue 38, one rule wherever a person types a time: read in their zone, with the zone named. In three browser
// zones (one with a half-hour offset; 12 h and 24 h clocks): a CSV import from Los Angeles with zone-less,
// offset and fractional-second dates, previewed in words and imported at the right instants; the notice when the
// browser's zone is not the profile's; and the searchable zone picker. No console error anywhere.
test.setTimeout(180_000);

const year = new Date().getUTCFullYear() + 1;

const RUNS = [
  // Where 12:30 on 8 December (zone-less) falls for an importer whose own zone is the browser's.
  { timezoneId: "America/Los_Angeles", locale: "en-US", zoneLessInOwnZone: `${year}-12-08T20:30:00.000Z` },
  { timezoneId: "Europe/Paris", locale: "en-GB", zoneLessInOwnZone: `${year}-12-08T11:30:00.000Z` },
  { timezoneId: "Asia/Kolkata", locale: "fr-FR", zoneLessInOwnZone: `${year}-12-08T07:00:00.000Z` },
];

const FILE = [
  "date,timezone,caption,accounts",
  `${year}-12-08 12:30,,Zone-less lunch post,bluesky:@ada.bsky.social`,
  `${year}-12-08T12:30:00-05:00,,Offset post,bluesky:@ada.bsky.social`,
  `${year}-12-01T09:00:00.000Z,,Fractional seconds post,bluesky:@ada.bsky.social`,
].join("\n");

/** What the rows mean when read in Los Angeles: 12:30 PST, 12:30 at -05:00, 09:00 UTC. */
const IN_LOS_ANGELES = [`${year}-12-08T20:30:00.000Z`, `${year}-12-08T17:30:00.000Z`, `${year}-12-01T09:00:00.000Z`];

const hydrated = (page: Page) => page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);

/** Picks a zone in the zone picker labelled `label` by typing part of its name, then choosing the option. */
async function pickZone(page: Page, label: string, search: string, option: RegExp) {
  const picker = page.getByLabel(label, { exact: true });
  await picker.click();
  await picker.fill(search);
  await zoneOptions(page).filter({ hasText: option }).click();
}

/** The options of the open zone list (the workspace switcher's select has options too). */
const zoneOptions = (page: Page) => page.getByRole("listbox", { name: "Time zones" }).getByRole("option");

for (const run of RUNS) {
  test.describe(`${run.timezoneId}, ${run.locale}`, () => {
    test.use({ timezoneId: run.timezoneId, locale: run.locale });

    test("a CSV import read in Los Angeles: zone-less, offset and fractional-second dates, previewed in words and imported at those instants", async ({
      page,
    }) => {
      const consoleProblems = failOnConsoleErrors(page);
      const { email, workspaceId } = await signUp(page, "tz-import");
      await cli("account", "add", "--workspace", workspaceId, "--platform", "bluesky", "--username", "ada.bsky.social", "--sandbox");
      await page.goto(`/${workspaceId}/posts/import`);
      await hydrated(page);

      // "Read times in" starts at the importer's own zone (stored from the browser at sign-up).
      const readIn = page.getByLabel("Read times in", { exact: true });
      await expect(readIn).toHaveValue(run.timezoneId.replace("_", " "));
      await page.getByLabel("CSV file").setInputFiles({ name: "december.csv", mimeType: "text/csv", buffer: Buffer.from(FILE) });
      await expect(page.getByRole("status")).toHaveText("3 ready to import, 0 rows need changes.");
      const rowTime = (n: number) => page.locator(`tr[data-row="${n}"]`).getByTestId("row-time");
      await expect(rowTime(2)).toHaveAttribute("datetime", run.zoneLessInOwnZone);
      await expect(rowTime(2)).toContainText(`(${run.timezoneId})`);

      // The importer says the file was written in Los Angeles: the preview is checked again and said in that zone.
      if (run.timezoneId !== "America/Los_Angeles") await pickZone(page, "Read times in", "los ang", /^Los Angeles UTC/);
      await expect(readIn).toHaveValue("America/Los Angeles");
      for (const [i, at] of IN_LOS_ANGELES.entries()) await expect(rowTime(i + 2)).toHaveAttribute("datetime", at);
      // In words, in Los Angeles (12 h or 24 h as the viewer reads clocks), not the cell as written.
      const day = (at: string) => new Intl.DateTimeFormat(run.locale, { timeZone: "America/Los_Angeles", weekday: "short" }).format(new Date(at));
      const h12 = run.locale === "en-US";
      await expect(rowTime(2)).toHaveText(new RegExp(`^${day(IN_LOS_ANGELES[0]!)} 8 .+ ${year}, ${h12 ? "12:30\\sPM" : "12:30"} \\(America/Los_Angeles\\)$`));
      await expect(rowTime(3)).toHaveText(new RegExp(`^${day(IN_LOS_ANGELES[1]!)} 8 .+ ${year}, ${h12 ? "9:30\\sAM" : "09:30"} \\(America/Los_Angeles\\)$`));
      await expect(rowTime(4)).toHaveText(new RegExp(`^${day(IN_LOS_ANGELES[2]!)} 1 .+ ${year}, ${h12 ? "1:00\\sAM" : "01:00"} \\(America/Los_Angeles\\)$`));
      await expect(page.locator('tr[data-row="4"]')).not.toContainText(`${year}-12-01T09:00:00.000Z`);

      await page.getByRole("button", { name: "Import 3 posts as scheduled posts" }).click();
      await expect(page.getByText(/^Imported 3 posts as scheduled posts\./)).toBeVisible({ timeout: 60_000 });

      // Stored at exactly those instants.
      const key = (await cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live"))
        .apiKey.key;
      const listed = await page.request.get("/functions/v1/api/posts?status=scheduled", { headers: { Authorization: `Bearer ${key}` } });
      expect(listed.status(), await listed.text()).toBe(200);
      const posts = ((await listed.json()) as { posts: { caption: string; scheduled_at: string }[] }).posts;
      const at = (caption: string) => new Date(posts.find((p) => p.caption === caption)!.scheduled_at).toISOString();
      expect([at("Zone-less lunch post"), at("Offset post"), at("Fractional seconds post")]).toEqual(IN_LOS_ANGELES);

      // The posts list names the zone its times are in.
      await page.goto(`/${workspaceId}/posts`);
      await expect(page.getByTestId("shown-zone")).toHaveText(`Times in ${run.timezoneId.replace("_", " ")}`);
      consoleProblems.expectNone(`${run.timezoneId} import`);
    });

    test("the zone picker searches and groups zones, and the app offers the browser's zone when the profile's differs", async ({ page }) => {
      const consoleProblems = failOnConsoleErrors(page);
      const { workspaceId } = await signUp(page, "tz-notice");
      await hydrated(page);
      // The profile took the browser's zone at sign-up: nothing to offer.
      await expect(page.getByTestId("zone-notice")).toHaveCount(0);

      await page.goto(`/${workspaceId}/settings/profile`);
      await hydrated(page);
      const picker = page.getByLabel("Your time zone", { exact: true });
      await expect(picker).toHaveValue(run.timezoneId.replace("_", " "));
      // Opened: the browser's zone first, then every zone grouped by region with its offset now.
      await picker.click();
      await expect(zoneOptions(page).first()).toHaveText(`Use my browser’s zone (${run.timezoneId})`);
      await expect(page.getByRole("group", { name: "Asia" }).getByRole("option", { name: "Kolkata UTC+05:30" })).toBeVisible();
      // Searching by offset finds the half-hour zone; by name, the zone in its region.
      await picker.fill("+05:30");
      await expect(zoneOptions(page).filter({ hasText: "Kolkata UTC+05:30" })).toBeVisible();
      await picker.fill("auckland");
      await expect(zoneOptions(page)).toHaveText([/^Auckland UTC\+1[23]:00$/]);
      await picker.press("Enter");
      await expect(picker).toHaveValue("Pacific/Auckland");
      await page.getByRole("button", { name: "Save time zone" }).click();

      // Now the browser and the profile disagree: one line offers to switch, and keeping the profile's is remembered.
      const notice = page.getByTestId("zone-notice");
      await expect(notice).toHaveText(new RegExp(`Your browser is in ${run.timezoneId}, but times are shown in Pacific/Auckland`));
      await notice.getByRole("button", { name: "Keep Pacific/Auckland" }).click();
      await expect(notice).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await expect(page.getByTestId("time-zone-sample")).toBeVisible();
      await expect(notice).toHaveCount(0);

      // Another zone on the profile: the notice is back, and "Use" switches the profile to the browser's zone.
      await pickZone(page, "Your time zone", "tokyo", /^Tokyo UTC\+09:00$/);
      await page.getByRole("button", { name: "Save time zone" }).click();
      await expect(notice).toContainText("Asia/Tokyo");
      await notice.getByRole("button", { name: `Use ${run.timezoneId}` }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByText(`Times are now shown in ${run.timezoneId.replace("_", " ")}`)).toBeVisible();
      await page.reload();
      await expect(picker).toHaveValue(run.timezoneId.replace("_", " "));

      // "Use my browser's zone" in the picker chooses it from any other.
      await pickZone(page, "Your time zone", "berlin", /^Berlin UTC/);
      await expect(picker).toHaveValue("Europe/Berlin");
      await picker.click();
      await zoneOptions(page)
        .filter({ hasText: `Use my browser’s zone (${run.timezoneId})` })
        .click();
      await expect(picker).toHaveValue(run.timezoneId.replace("_", " "));
      await expect(page.getByRole("button", { name: "Save time zone" })).toBeDisabled();
      consoleProblems.expectNone(`${run.timezoneId} picker and notice`);
    });
  });
}

// axe for the UI specs (accessibility.spec.ts, accessibility-more.spec.ts, media-library.spec.ts): WCAG 2.1 A
// and AA with no serious or critical violation (colour contrast included), the three ways a page is checked,
// and the screenshots kept of what axe saw.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { screenshot, screenshots, signUp } from "./support";

/** Desktop width, a phone's (390 px), and dark mode at desktop width. */
export const AXE_VARIANTS = [
  { name: "desktop", viewport: { width: 1440, height: 900 }, colorScheme: "light" },
  { name: "phone", viewport: { width: 390, height: 844 }, colorScheme: "light" },
  { name: "desktop-dark", viewport: { width: 1440, height: 900 }, colorScheme: "dark" },
] as const;

export type AxeVariant = (typeof AXE_VARIANTS)[number];

/**
 * The page at the variant's size and in its colour scheme, once its new layout is painted and every transition
 * it started has ended (a colour fading to the dark theme's would be measured half-way by color-contrast).
 * Endless animations (a loading skeleton's pulse) are not waited for.
 */
export async function applyVariant(page: Page, variant: AxeVariant) {
  await page.setViewportSize(variant.viewport);
  await page.emulateMedia({ colorScheme: variant.colorScheme });
  await page.evaluate(async () => {
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * The page as it stands, checked by axe in each variant in turn (desktop, phone, dark) with its screenshot, then
 * put back to the first (desktop, light), where the spec goes on. One page load serves the three variants: a
 * test per variant signed up, filled a workspace and loaded every page three times over (the axe specs were a
 * fifth of the browser tests' time). The layout answers a new size or scheme without a reload: CSS media
 * queries, and the charts' colours follow the scheme's media query (components/analytics/chart-colors.ts).
 */
export async function expectAccessibleInEveryVariant(
  page: Page,
  name: string,
  { exclude = [], screenshot = true }: { exclude?: string[]; screenshot?: boolean } = {},
) {
  for (const variant of AXE_VARIANTS) {
    await applyVariant(page, variant);
    await expectAccessible(page, `${name} (${variant.name})`, { exclude });
    if (screenshot) await keepScreenshot(page, variant, name);
  }
  await applyVariant(page, AXE_VARIANTS[0]);
}

/**
 * axe on the page as it stands. A soft failure, listing each serious or critical violation with up to three of
 * its elements, so one run names every page's problems instead of stopping at the first page. `exclude`: CSS
 * selectors of parts left out, for a part checked on a page of its own (say why where it is used).
 */
export async function expectAccessible(page: Page, name: string, { exclude = [] }: { exclude?: string[] } = {}) {
  // axe.run in the page (legacy mode) rather than runPartial + finishRun, which builds a CSS selector for every
  // node of every rule (passes included) and finishes in a new tab; and only the violations and the undecided
  // ("incomplete") keep all their nodes, the two kinds read below. Same findings, measured side by side on one
  // build (2026-11-30): /docs/api 12.8–15.5 s → 3.9–4.4 s, the composer, the idea board and API keys 2.4–3.4 s →
  // 1.2–1.8 s. Legacy mode leaves out cross-origin frames: the app's one frame, the link editor's sandboxed
  // preview, is excluded where it shows and checked as the public page it previews.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations", "incomplete"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const blocking: string[] = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  // Colour contrast axe could not decide by itself ("incomplete": text on a translucent fill such as the month
  // grid's other-month days, or under an overlapping element) but measured all the same: below the ratio it
  // asks for is a failure too. In dark mode most low-contrast text was of this kind (2.6:1 days, a 1.95:1 arrow).
  const doubtful = results.incomplete
    .filter((r) => r.id === "color-contrast")
    .flatMap((r) => r.nodes)
    .filter((n) => {
      const data = n.any[0]?.data as { contrastRatio?: number; expectedContrastRatio?: string } | undefined;
      return data?.contrastRatio && data.expectedContrastRatio && data.contrastRatio < Number.parseFloat(data.expectedContrastRatio);
    })
    .map((n) => `color-contrast (measured, axe unsure): ${n.target.join(" ")} ${(n.any[0]?.data as { contrastRatio: number }).contrastRatio.toFixed(2)}:1`);
  blocking.push(...doubtful);
  expect.soft(blocking, `${name}: ${blocking.join("\n")}`).toEqual([]);
}

/**
 * The page for review, as `a11y-<variant>-<name>.png`; the dark variant as `a11y-dark-<name>-{1440,390}-dark.png`
 * (screenshots()), since dark mode is checked at one width only. Its light screenshots would repeat the desktop
 * and phone variants' own.
 */
export async function keepScreenshot(page: Page, variant: AxeVariant, name: string) {
  if (variant.colorScheme === "dark") await screenshots(page, `a11y-dark-${name}`, ["dark"]);
  else await screenshot(page, `a11y-${variant.name}-${name}`);
}

/**
 * A new person's workspace with the getting-started checklist's sandbox accounts (one per network; Bluesky's
 * is @sandbox.postlane.test), added with its one click. Through the page rather than the admin CLI: each CLI call
 * starts a process that compiles the CLI first, which took 15 s on a loaded machine.
 */
export async function signUpWithSandboxAccount(page: Page, label: string): Promise<{ workspaceId: string }> {
  const { workspaceId } = await signUp(page, label);
  await page.getByRole("region", { name: "Get started with Postlane" }).getByRole("button", { name: "Add sandbox accounts" }).click();
  await expect(page.getByText("Added 12 sandbox accounts: one for each network")).toBeVisible();
  return { workspaceId };
}

/**
 * signUpWithSandboxAccount(), and a live key with every scope made on the API keys page, to fill the workspace
 * through the public API (`headers`).
 */
export async function signUpWithApiKey(page: Page, label: string): Promise<{ workspaceId: string; headers: Record<string, string> }> {
  const { workspaceId } = await signUpWithSandboxAccount(page, label);
  await page.goto(`/${workspaceId}/settings/api-keys`);
  await page.getByRole("button", { name: "Create API key" }).click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByLabel("Name").fill("Seeding");
  await form.getByRole("button", { name: "Full access" }).click();
  await form.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("dialog", { name: "Your new API key" }).getByRole("textbox");
  await expect(shown).toHaveValue(/^pl_live_/);
  return { workspaceId, headers: { Authorization: `Bearer ${await shown.inputValue()}` } };
}

// One page load in Chromium, in a fresh tab, timed by the page itself from navigation start:
//   - first render: the First Contentful Paint (Paint Timing), the first frame with text or an image;
//   - interactive: the later of (a) the app shell's `postlane:hydrated` mark — set by a client effect, so
//     React has committed the hydrated tree and every control's handler is attached — and (b) the first
//     frame that shows the page's own content (its `ready` selector: idea cards, post cards, the figures
//     the analytics page fetches after hydration …). A page is interactive when its content is on screen
//     and answers input.
// A view (the posts calendar) is timed from the click on its button to the first frame showing it.
import type { BrowserContext, Page } from "@playwright/test";
import { HYDRATED_MARK } from "../../components/layout/hydrated-mark";
import { step, within } from "./progress";

export interface BenchPage {
  name: string;
  /** The path below /<workspace>/. */
  path: string;
  /** CSS selector of the page's content: the first frame that matches it counts as rendered. */
  ready: string;
  /** A view of the page opened by a button ("Month" in the "View" group): timed from its click. */
  view?: { group: string; button: string; ready: string };
}

export interface Timing {
  /** First Contentful Paint, ms after navigation start (a view: ms from the click to its first frame). */
  firstRenderMs: number;
  /** Interactive, ms after navigation start (a view: the same as firstRenderMs). */
  interactiveMs: number;
}

// A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
const probe = (ready: string) => `
  const check = () => {
    if (!window.__readyAt && document.querySelector(${JSON.stringify(ready)})) window.__readyAt = performance.now();
    if (!window.__readyAt) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

interface Probed {
  readyAt?: number;
  hydratedAt?: number;
  fcp?: number;
}

const read = (page: Page) =>
  page.evaluate((mark): Probed => {
    const w = window as unknown as { __readyAt?: number };
    return {
      readyAt: w.__readyAt,
      hydratedAt: performance.getEntriesByName(mark, "mark")[0]?.startTime,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    };
  }, HYDRATED_MARK);

/** Loads `/<workspace>/<path>` in a new tab of `context` (signed in) and times it. */
export async function measurePage(context: BrowserContext, base: string, workspaceId: string, target: BenchPage): Promise<Timing> {
  const tab = await context.newPage();
  try {
    await tab.addInitScript(probe(target.ready));
    await tab.goto(`${base}/${workspaceId}/${target.path}`, { waitUntil: "commit" });
    let seen: Probed = {};
    const until = Date.now() + 60_000;
    while (!(seen.readyAt !== undefined && seen.hydratedAt !== undefined && seen.fcp !== undefined)) {
      if (Date.now() > until) throw new Error(`${target.name} did not become interactive: ${JSON.stringify({ url: tab.url(), ...seen })}`);
      await tab.waitForTimeout(20);
      seen = await within(10_000, `${target.name}: reading its timings`, read(tab));
    }
    const page: Timing = { firstRenderMs: seen.fcp!, interactiveMs: Math.max(seen.readyAt!, seen.hydratedAt!) };
    if (!target.view) return page;
    return await openView(tab, target.view);
  } finally {
    await tab.close();
  }
}

/**
 * Clicks the view's button in the page (no Playwright actionability wait inside the timing) and waits for its
 * first frame. A string, as the probe: tsx would wrap the inner function's name in a helper the page lacks.
 */
async function openView(tab: Page, view: NonNullable<BenchPage["view"]>): Promise<Timing> {
  // The page's own queries settle first, as they would for a person who reads before switching.
  step(`  ${view.button}: waiting for the network to go quiet`);
  await tab.waitForLoadState("networkidle");
  const ms = await tab.evaluate<number>(`new Promise((resolve, reject) => {
    const target = [...document.querySelectorAll(${JSON.stringify(`[role=group][aria-label="${view.group}"] button`)})].find(
      (b) => b.textContent.trim() === ${JSON.stringify(view.button)},
    );
    if (!target) return reject(new Error(${JSON.stringify(`no ${view.button} button in ${view.group}`)}));
    const start = performance.now();
    const check = () => {
      if (document.querySelector(${JSON.stringify(view.ready)})) resolve(performance.now() - start);
      else if (performance.now() - start > 30000) reject(new Error(${JSON.stringify(`${view.ready} did not appear`)}));
      else requestAnimationFrame(check);
    };
    target.click();
    requestAnimationFrame(check);
  })`);
  return { firstRenderMs: ms, interactiveMs: ms };
}

// The idea board's drag, in Chromium: one workspace with 500 ideas against one with 20 (the baseline, in the
// same run), the big one also with every column opened all the way ("Show more"). Per run:
//   - first render: navigation start → every shown card in the DOM (server-rendered HTML), and → hydrated
//     (React attached, so the cards can be dragged);
//   - keyboard drag: a person's move (Space, 4 × ArrowDown, ArrowRight, Space, a frame or two apart) —
//     the Event Timing duration of each key (input → next paint: lift, move, move across, drop), and the
//     long tasks (> 50 ms) during the whole drag;
//   - drop → saved: from the dropping key press to the server action's answer.
// Odd runs move a card back, so every column keeps its cards however many runs there are.
import fs from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { COLUMN_PAGE } from "../../components/ideas/board-state";
import { step, within } from "./progress";
import { COLUMNS } from "./seed";
import { median } from "./stats";

/** BENCH_PROFILE=file.cpuprofile: also record the CPU profile of one drag on the big board. */
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_TRACE=file.json: a Chromium performance trace of that drag (style, layout, paint and scripts). */
const TRACE = process.env.BENCH_TRACE;

// Recorded in the page from its first byte: when all cards are in the DOM, when React has hydrated them,
// the long tasks and the key events' durations. A string, not a function: tsx would wrap a function's
// inner names in a helper the page does not have.
const probe = (expected: number) => `
  window.__longTasks = [];
  window.__keyEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "keydown") window.__keyEvents.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  const check = () => {
    const cards = document.querySelectorAll("[data-testid=idea-card]");
    if (!window.__cardsAt && cards.length >= ${expected}) window.__cardsAt = performance.now();
    const last = cards[cards.length - 1];
    if (!window.__hydratedAt && cards.length >= ${expected} && last && Object.keys(last).some((k) => k.startsWith("__reactFiber"))) window.__hydratedAt = performance.now();
    if (!window.__hydratedAt) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

/** Waits two frames and a little: a person's next key comes later than the board's reaction. */
const settle = (page: Page) =>
  within(
    10_000,
    "the board's next frames",
    page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 60))))),
  );

export interface DragRun {
  cardsMs: number;
  hydratedMs: number;
  liftMs: number;
  moveMs: number;
  acrossMs: number;
  dropMs: number;
  longTasks: number;
  longTaskMs: number;
  savedMs: number;
}

/** Cards on screen when a board of `count` ideas opens: each column shows its first page. */
function cardsShown(count: number): number {
  return COLUMNS.reduce((sum, _, c) => sum + Math.min(Math.floor(count / 4) + (c < count % 4 ? 1 : 0), COLUMN_PAGE), 0);
}

async function measureBoard(page: Page, base: string, workspaceId: string, count: number, run: number, expand: boolean, big: number): Promise<DragRun> {
  await page.goto(`${base}/${workspaceId}/ideas`, { waitUntil: "commit" });
  await page
    .waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined, null, { timeout: 60_000 })
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => ({ url: location.href, cards: document.querySelectorAll("[data-testid=idea-card]").length }));
      throw new Error(`the board did not hydrate: ${JSON.stringify(seen)}`, { cause: error });
    });
  const { cardsAt, hydratedAt } = await page.evaluate(() => {
    const w = window as unknown as { __cardsAt: number; __hydratedAt: number };
    return { cardsAt: w.__cardsAt, hydratedAt: w.__hydratedAt };
  });
  if ((await page.getByTestId("idea-card").count()) !== cardsShown(count)) throw new Error(`expected ${cardsShown(count)} cards`);
  // The worst case: a person who opened every column all the way. A column whose next page is loading says
  // "Loading more…" and waits: clicking on used to cancel that request each time, and on a loaded machine
  // (requests slower than the 200 ms between clicks) the board never finished loading and this loop never
  // ended (the stalled warm-up of an earlier run). Each click shows up to a page more, so more clicks than
  // pages means the board is not following: stop and say so.
  for (let clicks = 0, until = Date.now() + 120_000; expand;) {
    // Found and clicked in the page in one step: a column past its loaded page fetches the next one, and its
    // button may go away between a count and a click.
    const { clicked, loading } = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll("button")];
      const button = buttons.find((b) => /^Show \d+ more/.test(b.textContent ?? "") && !b.disabled);
      button?.click();
      return { clicked: button !== undefined, loading: buttons.some((b) => (b.textContent ?? "").startsWith("Loading more")) };
    });
    if (clicked) clicks++;
    else if (!loading) break;
    if (clicks > Math.ceil(count / COLUMN_PAGE) + COLUMNS.length || Date.now() > until) {
      throw new Error(`the board was not opened all the way after ${clicks} clicks on "Show more"`);
    }
    await page.waitForTimeout(200);
  }
  if (expand)
    await page
      .getByTestId("idea-card")
      .nth(count - 1)
      .waitFor();
  // Let the page go quiet (fonts, the refetch on mount) before dragging.
  step(`  board of ${count}${expand ? ", opened" : ""}: waiting for the network to go quiet`);
  await page.waitForLoadState("networkidle");
  step(`  board of ${count}: dragging`);
  await settle(page);

  const [from, across] = run % 2 ? ["In progress", "ArrowLeft"] : ["To do", "ArrowRight"];
  const handle = page
    .getByRole("region", { name: from, exact: true })
    .getByRole("button", { name: /^Idea: / })
    .first();
  await handle.focus();
  const start = await page.evaluate(() => performance.now());
  const tracing = TRACE && count === big ? page.context().browser() : null;
  if (tracing) await tracing.startTracing(page, { path: TRACE, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  const profiler = PROFILE && count === big ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send("Profiler.enable");
    await profiler.send("Profiler.setSamplingInterval", { interval: 200 });
    await profiler.send("Profiler.start");
  }
  // Each key's press time in the page, so its Event Timing entry can be told apart.
  const pressedAt: number[] = [];
  const press = async (key: string) => {
    pressedAt.push(await page.evaluate(() => performance.now()));
    await page.keyboard.press(key);
  };
  await press("Space");
  await settle(page);
  for (let i = 0; i < 4; i++) {
    await press("ArrowDown");
    await settle(page);
  }
  await press(across);
  await settle(page);
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.request().headers()["next-action"] !== undefined, { timeout: 30_000 });
  const dropAt = Date.now();
  await press("Space");
  await saved;
  const savedMs = Date.now() - dropAt;
  await settle(page);
  if (tracing) {
    await tracing.stopTracing();
    console.log(`Performance trace of a ${big}-idea drag written to ${TRACE}`);
  }
  if (profiler) {
    const { profile } = await profiler.send("Profiler.stop");
    fs.writeFileSync(PROFILE!, JSON.stringify(profile));
    console.log(`CPU profile of a ${big}-idea drag written to ${PROFILE} (open it in Chrome's DevTools, Performance)`);
  }
  const { keys, tasks } = await page.evaluate((since) => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __keyEvents: { start: number; duration: number }[] };
    return { keys: w.__keyEvents.filter((e) => e.start >= since), tasks: w.__longTasks.filter((t) => t.start >= since).map((t) => t.duration) };
  }, start);
  // A key's entry starts after its press and before the next one; keys under the 16 ms reporting
  // threshold have none and count as one frame (16 ms).
  const perKey = pressedAt.map((at, i) => {
    const until = pressedAt[i + 1] ?? Infinity;
    return Math.max(16, ...keys.filter((k) => k.start >= at && k.start < until).map((k) => k.duration));
  });
  return {
    cardsMs: cardsAt,
    hydratedMs: hydratedAt,
    liftMs: perKey[0],
    moveMs: median(perKey.slice(1, 5)),
    acrossMs: perKey[5],
    dropMs: perKey[6],
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((a, b) => a + b, 0),
    savedMs,
  };
}

export type DragBoard = "small" | "big" | "all";

/** One round over the three boards (the small one, the big one, the big one opened all the way). */
export async function measureDrags(
  context: BrowserContext,
  base: string,
  boards: { small: { workspaceId: string; ideas: number }; big: { workspaceId: string; ideas: number } },
  run: number,
): Promise<Record<DragBoard, DragRun>> {
  const out = {} as Record<DragBoard, DragRun>;
  for (const [which, board, expand] of [
    ["small", boards.small, false],
    ["big", boards.big, false],
    ["all", boards.big, true],
  ] as const) {
    step(`round ${run}: idea board, ${which}`);
    const tab = await context.newPage();
    await tab.addInitScript(probe(cardsShown(board.ideas)));
    out[which] = await measureBoard(tab, base, board.workspaceId, board.ideas, run, expand, boards.big.ideas);
    await tab.close();
  }
  return out;
}

const ROWS: [string, keyof DragRun, string][] = [
  ["first render: shown cards in the DOM", "cardsMs", "ms"],
  ["first render: hydrated (draggable)", "hydratedMs", "ms"],
  ["key → paint: lift (Space)", "liftMs", "ms"],
  ["key → paint: move in column (median)", "moveMs", "ms"],
  ["key → paint: move to next column", "acrossMs", "ms"],
  ["key → paint: drop (Space)", "dropMs", "ms"],
  ["keyboard drag: long tasks", "longTasks", ""],
  ["keyboard drag: long-task time", "longTaskMs", "ms"],
  ["drop → move saved", "savedMs", "ms"],
];

export function printDrags(results: Record<DragBoard, DragRun[]>, small: number, big: number) {
  console.log(`\nIdea board drag; median of ${results.big.length} runs. Columns open with ${COLUMN_PAGE} cards ("Show more" for the rest);`);
  console.log(`the last column has every column opened all the way.\n`);
  console.log(
    "figure".padEnd(40),
    `${small} ideas`.padStart(12),
    `${big} ideas`.padStart(12),
    "ratio".padStart(8),
    `${big} opened`.padStart(12),
    "ratio".padStart(8),
  );
  for (const [label, key, unit] of ROWS) {
    const [a, b, c] = (["small", "big", "all"] as const).map((which) => median(results[which].map((r) => r[key])));
    const ratio = (x: number) => (a > 0 ? `${(x / a).toFixed(1)}x` : "—");
    console.log(
      label.padEnd(40),
      `${a.toFixed(0)} ${unit}`.padStart(12),
      `${b.toFixed(0)} ${unit}`.padStart(12),
      ratio(b).padStart(8),
      `${c.toFixed(0)} ${unit}`.padStart(12),
      ratio(c).padStart(8),
    );
  }
}

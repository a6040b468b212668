// npm run bench:ui — is the idea board smooth with 500 ideas? Starts the production build (`npm start`) on
// a fresh embedded database (or DATABASE_URL), seeds one workspace with 500 ideas and one with 20 (the
// baseline, measured in the same run), opens each board in Debian's Chromium — the big one also with every
// column opened all the way ("Show more") — and prints, as medians of BENCH_RUNS runs (default 5):
//   - first render: navigation start → every shown card in the DOM (server-rendered HTML), and → hydrated
//     (React attached, so the cards can be dragged);
//   - keyboard drag: a person's move (Space, 4 × ArrowDown, ArrowRight, Space, a frame or two apart) —
//     the Event Timing duration of each key (input → next paint: lift, move, move across, drop), and the
//     long tasks (> 50 ms) during the whole drag;
//   - drop → saved: from the dropping key press to the server action's answer.
// Figures, never assertions.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { COLUMN_PAGE } from "../../components/ideas/board-state";
import { buildIfStale, waitForUrl } from "../support/production-server";

const PORT = Number(process.env.BENCH_UI_PORT ?? 3290);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BIG = Number(process.env.BENCH_IDEAS ?? 500);
const SMALL = 20;
/** BENCH_PROFILE=file.cpuprofile: also record the CPU profile of one drag on the big board. */
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_TRACE=file.json: a Chromium performance trace of that drag (style, layout, paint and scripts). */
const TRACE = process.env.BENCH_TRACE;
const DATA_DIR = path.resolve(".data/bench-ui");
const PASSWORD = "correct horse battery";
const COLUMNS = ["unassigned", "todo", "in_progress", "done"] as const;

const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(PORT),
  APP_URL: BASE,
  POSTLANE_DATA_DIR: DATA_DIR,
  POSTLANE_RATE_LIMIT_PER_MINUTE: "1000000",
  NODE_ENV: "production",
};

function cli<T>(...args: string[]): T {
  return JSON.parse(execFileSync("npx", ["tsx", "scripts/cli.ts", ...args], { env: serverEnv, encoding: "utf8" })) as T;
}

/** `count` ideas spread over the four columns, through the public API (8 requests at a time). */
async function seedIdeas(workspaceId: string, email: string, count: number) {
  const { apiKey } = cli<{ apiKey: { key: string } }>("key", "create", "--workspace", workspaceId, "--user", email, "--scopes", "all", "--mode", "live");
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${BASE}/functions/v1/api/ideas`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey.key}`, "content-type": "application/json" },
        body: JSON.stringify({
          title: `Idea ${i + 1}`,
          caption: `Caption of idea ${i + 1}, long enough to wrap onto a second line on the card`,
          tags: i % 3 ? [] : ["launch"],
          status: COLUMNS[i % 4],
        }),
      });
      if (res.status !== 201) throw new Error(`seeding idea ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

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

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** Waits two frames and a little: a person's next key comes later than the board's reaction. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 60)))));

interface Run {
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

/** Odd runs move a card back, so every column keeps its cards however many runs there are. */
/** Cards on screen when a board of `count` ideas opens: each column shows its first page. */
function cardsShown(count: number): number {
  return COLUMNS.reduce((sum, _, c) => sum + Math.min(Math.floor(count / 4) + (c < count % 4 ? 1 : 0), COLUMN_PAGE), 0);
}

async function measureBoard(page: Page, workspaceId: string, count: number, run: number, expand: boolean): Promise<Run> {
  await page.goto(`${BASE}/${workspaceId}/ideas`, { waitUntil: "commit" });
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
  // The worst case: a person who opened every column all the way.
  while (expand) {
    const more = page.getByRole("button", { name: /^Show \d+ more/ });
    if ((await more.count()) === 0) break;
    await more.first().click();
  }
  if (expand)
    await page
      .getByTestId("idea-card")
      .nth(count - 1)
      .waitFor();
  // Let the page go quiet (fonts, the refetch on mount) before dragging.
  await page.waitForLoadState("networkidle");
  await settle(page);

  const [from, across] = run % 2 ? ["In progress", "ArrowLeft"] : ["To do", "ArrowRight"];
  const handle = page
    .getByRole("region", { name: from, exact: true })
    .getByRole("button", { name: /^Idea: / })
    .first();
  await handle.focus();
  const start = await page.evaluate(() => performance.now());
  const tracing = TRACE && count === BIG ? page.context().browser() : null;
  if (tracing) await tracing.startTracing(page, { path: TRACE, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  const profiler = PROFILE && count === BIG ? await page.context().newCDPSession(page) : null;
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
    console.log(`Performance trace of a ${BIG}-idea drag written to ${TRACE}`);
  }
  if (profiler) {
    const { profile } = await profiler.send("Profiler.stop");
    fs.writeFileSync(PROFILE!, JSON.stringify(profile));
    console.log(`CPU profile of a ${BIG}-idea drag written to ${PROFILE} (open it in Chrome's DevTools, Performance)`);
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

async function main() {
  buildIfStale();
  if (!process.env.DATABASE_URL) fs.rmSync(DATA_DIR, { recursive: true, force: true });
  else execFileSync("npm", ["run", "db:migrate"], { stdio: "inherit", env: serverEnv });
  const app = spawn("npm", ["start"], { detached: true, stdio: "ignore", env: serverEnv });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    await waitForUrl(`${BASE}/functions/v1/api/health`);
    const email = `bench-ui-${Date.now().toString(36)}@example.test`;
    const { user } = cli<{ user: { personalWorkspaceId: string } }>("user", "create", "--email", email, "--password", PASSWORD, "--name", "Bench");
    const big = user.personalWorkspaceId;
    const { workspace } = cli<{ workspace: { id: string } }>("workspace", "create", "--name", "Baseline", "--owner", email);
    const small = workspace.id;
    const seedStart = Date.now();
    await seedIdeas(big, email, BIG);
    await seedIdeas(small, email, SMALL);
    console.log(`seeded ${BIG} + ${SMALL} ideas in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${BASE}/sign-in`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Idea board" }).waitFor();

    const results: Record<"small" | "big" | "all", Run[]> = { small: [], big: [], all: [] };
    for (let run = 0; run < RUNS + 1; run++) {
      // Alternate the boards so both see the same machine load; the first round only warms up.
      const boards = [
        ["small", small, SMALL, false],
        ["big", big, BIG, false],
        ["all", big, BIG, true],
      ] as const;
      for (const [which, workspaceId, count, expand] of boards) {
        const tab = await context.newPage();
        await tab.addInitScript(probe(cardsShown(count)));
        const result = await measureBoard(tab, workspaceId, count, run, expand);
        if (run > 0) results[which].push(result);
        await tab.close();
      }
    }
    await page.close();

    const rows: [string, keyof Run, string][] = [
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
    console.log(`\nIdea board in Chromium, production build, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded database"}; median of ${RUNS} runs\n`);
    console.log(`Columns open with ${COLUMN_PAGE} cards ("Show more" for the rest); the last column has every column opened all the way.\n`);
    console.log(
      "figure".padEnd(40),
      `${SMALL} ideas`.padStart(12),
      `${BIG} ideas`.padStart(12),
      "ratio".padStart(8),
      `${BIG} opened`.padStart(12),
      "ratio".padStart(8),
    );
    for (const [label, key, unit] of rows) {
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
  } finally {
    await browser.close();
    if (app.pid) process.kill(-app.pid, "SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

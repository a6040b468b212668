// npm run bench:ui — is every page of the web app quick with a busy workspace? Starts the production build
// (`npm start`) on a fresh embedded database (or DATABASE_URL), seeds one workspace with 500 posts and 500
// ideas (bench/ui/seed.ts) and a baseline workspace with 20 of each, then, in Debian's Chromium, in rounds
// that alternate the two workspaces (so both see the same machine load; the first round only warms up):
//   - every page (bench/ui/pages.ts): first render (First Contentful Paint) and interactive (hydrated and
//     its content on screen; bench/ui/measure-page.ts has the exact definitions), median and max;
//   - the idea board's keyboard drag (bench/ui/idea-drag.ts).
// Prints the tables and the machine's load average. Figures, never assertions; the target is "interactive
// under 1 s" for every page, which the last column checks against the worst run.
// BENCH_RUNS (default 5), BENCH_POSTS / BENCH_IDEAS (default 500), BENCH_UI_PORT, BENCH_PROFILE, BENCH_TRACE;
// BENCH_PAGES=queue,accounts measures only those pages (bench/ui/pages.ts, selectBenchPages), and the board
// drag only when it lists "drag"; BENCH_DEBUG=1 prints each step as it starts (bench/ui/progress.ts).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { buildIfStale, waitForUrl } from "../support/production-server";
import { measureDrags, printDrags, type DragBoard, type DragRun } from "./idea-drag";
import { measurePage, type Timing } from "./measure-page";
import { benchPages, selectBenchPages } from "./pages";
import { step } from "./progress";
import { cli, seedWorkspace, type SeededWorkspace } from "./seed";
import { max, median } from "./stats";

const PORT = Number(process.env.BENCH_UI_PORT ?? 3290);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BIG = { posts: Number(process.env.BENCH_POSTS ?? 500), ideas: Number(process.env.BENCH_IDEAS ?? 500) };
const SMALL = { posts: 20, ideas: 20 };
const TARGET_MS = 1000;
const DATA_DIR = path.resolve(".data/bench-ui");
const PASSWORD = "correct horse battery";
const SERVER_LOG = path.resolve(".data/bench-ui-server.log");

const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(PORT),
  APP_URL: BASE,
  POSTLANE_DATA_DIR: DATA_DIR,
  POSTLANE_RATE_LIMIT_PER_MINUTE: "1000000",
  // The seeded webhook's host: allowed as an operator allows an internal one (deliveries just fail).
  POSTLANE_WEBHOOK_ALLOWED_HOSTS: "hooks.example.com",
  NODE_ENV: "production",
};

type Size = "small" | "big";

function printPages(names: string[], results: Record<Size, Timing[][]>) {
  const cell = (xs: number[]) => `${median(xs).toFixed(0)} / ${max(xs).toFixed(0)}`;
  const head = [
    "page".padEnd(30),
    "first render".padStart(14),
    "".padStart(14),
    "interactive".padStart(14),
    "".padStart(14),
    `< ${TARGET_MS / 1000} s`.padStart(7),
  ];
  const sub = [
    "".padEnd(30),
    `${SMALL.posts}/${SMALL.ideas}`.padStart(14),
    `${BIG.posts}/${BIG.ideas}`.padStart(14),
    `${SMALL.posts}/${SMALL.ideas}`.padStart(14),
    `${BIG.posts}/${BIG.ideas}`.padStart(14),
    "".padStart(7),
  ];
  console.log(head.join(" "));
  console.log(sub.join(" "));
  names.forEach((name, i) => {
    const of = (size: Size, key: keyof Timing) => results[size].map((run) => run[i][key]);
    const worst = max(of("big", "interactiveMs"));
    console.log(
      [
        name.padEnd(30),
        cell(of("small", "firstRenderMs")).padStart(14),
        cell(of("big", "firstRenderMs")).padStart(14),
        cell(of("small", "interactiveMs")).padStart(14),
        cell(of("big", "interactiveMs")).padStart(14),
        (worst < TARGET_MS ? "yes" : "NO").padStart(7),
      ].join(" "),
    );
  });
}

async function main() {
  const selection = selectBenchPages(process.env.BENCH_PAGES);
  buildIfStale();
  if (!process.env.DATABASE_URL) fs.rmSync(DATA_DIR, { recursive: true, force: true });
  else execFileSync("npm", ["run", "db:migrate"], { stdio: "inherit", env: serverEnv });
  // The server's output, for when a page misbehaves.
  fs.mkdirSync(".data", { recursive: true });
  const log = fs.openSync(SERVER_LOG, "w");
  const app = spawn("npm", ["start"], { detached: true, stdio: ["ignore", log, log], env: serverEnv });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    // A fresh embedded database migrates first: on a loaded machine (load average ~30 on 2 cores) that alone
    // took more than the default 90 s.
    step("waiting for the server");
    await waitForUrl(`${BASE}/functions/v1/api/health`, 300_000);
    step("server up; creating the user and the baseline workspace");
    const email = `bench-ui-${Date.now().toString(36)}@example.test`;
    const { user } = cli<{ user: { personalWorkspaceId: string } }>(serverEnv, "user", "create", "--email", email, "--password", PASSWORD, "--name", "Bench");
    const { workspace } = cli<{ workspace: { id: string } }>(serverEnv, "workspace", "create", "--name", "Baseline", "--owner", email);
    const seedStart = Date.now();
    const target = (workspaceId: string) => ({ base: BASE, env: serverEnv, workspaceId, email });
    const seeded: Record<Size, SeededWorkspace> = {
      big: await seedWorkspace(target(user.personalWorkspaceId), BIG),
      small: await seedWorkspace(target(workspace.id), SMALL),
    };
    console.log(`seeded ${BIG.posts} posts + ${BIG.ideas} ideas, and ${SMALL.posts} + ${SMALL.ideas}, in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // The user and workspaces, for bench/ui/page-breakdown.ts against this data (`npm start` on DATA_DIR).
    step(
      `signing in as ${email}; workspaces ${seeded.big.workspaceId} (${BIG.posts}/${BIG.ideas}) and ${seeded.small.workspaceId} (${SMALL.posts}/${SMALL.ideas})`,
    );
    await page.goto(`${BASE}/sign-in`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Idea board" }).waitFor();
    const pages = { big: selection.pages(benchPages(seeded.big)), small: selection.pages(benchPages(seeded.small)) };
    // The published posts' figures, as the hourly refresh would have gathered them (for the analytics page).
    for (const size of pages.big.some((p) => p.path === "analytics") ? (["big", "small"] as const) : []) {
      step(`refreshing the ${size} workspace's analytics`);
      await page.goto(`${BASE}/${seeded[size].workspaceId}/analytics`);
      await page.getByRole("button", { name: "Refresh now" }).click();
      await page.getByTestId("analytics-row").first().waitFor({ timeout: 120_000 });
    }
    await page.close();

    const pageResults: Record<Size, Timing[][]> = { small: [], big: [] };
    const dragResults: Record<DragBoard, DragRun[]> = { small: [], big: [], all: [] };
    for (let run = 0; run < RUNS + 1; run++) {
      const roundStart = Date.now();
      const round: Record<Size, Timing[]> = { small: [], big: [] };
      for (let i = 0; i < pages.big.length; i++) {
        for (const size of ["small", "big"] as const) {
          step(`round ${run}: ${pages[size][i].name}, ${size}`);
          round[size].push(await measurePage(context, BASE, seeded[size].workspaceId, pages[size][i]));
          step(`  ${JSON.stringify(round[size][i])}`);
        }
      }
      const drags = selection.drag
        ? await measureDrags(
            context,
            BASE,
            { small: { workspaceId: seeded.small.workspaceId, ideas: SMALL.ideas }, big: { workspaceId: seeded.big.workspaceId, ideas: BIG.ideas } },
            run,
          )
        : undefined;
      console.log(`round ${run}/${RUNS}${run === 0 ? " (warm-up)" : ""}: ${((Date.now() - roundStart) / 1000).toFixed(0)} s`);
      if (run === 0) continue;
      for (const size of ["small", "big"] as const) pageResults[size].push(round[size]);
      if (drags) for (const which of ["small", "big", "all"] as const) dragResults[which].push(drags[which]);
    }

    const load = fs.readFileSync("/proc/loadavg", "utf8").trim();
    console.log(`\nEvery page in Chromium, production build, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded database"}, 1440 × 900;`);
    console.log(
      `ms from navigation start, median / max of ${RUNS} runs; workspaces of ${SMALL.posts} posts/${SMALL.ideas} ideas (baseline) and ${BIG.posts}/${BIG.ideas}.`,
    );
    console.log(`Machine: ${os.cpus().length} cores, load average ${load} (/proc/loadavg).\n`);
    printPages(
      pages.big.map((p) => p.name),
      pageResults,
    );
    if (selection.drag) printDrags(dragResults, SMALL.ideas, BIG.ideas);
  } finally {
    await browser?.close();
    if (app.pid) process.kill(-app.pid, "SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

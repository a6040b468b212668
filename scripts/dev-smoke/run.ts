// npm run test:dev-smoke — the README's first command, in a browser, several times in a row (issue 27).
// Each run starts `npm run dev` itself on a fresh embedded database (its own POSTLANE_DATA_DIR), alternating
// the default port 3000 and another one, all on the same `.next` (the reload loop came back on later starts
// more often than on the first), and drives Debian's Chromium through what a newcomer does
// (scripts/dev-smoke/newcomer-flow.ts) plus a hot reload of a page edit, while a file inside the project is
// written every DEV_SMOKE_WRITE_MS (scripts/dev-smoke/project-writer.ts: the trigger of issue 27's loop). Each server is stopped as a person
// does (Ctrl+C, then waiting for the prompt), and the tab of the previous run stays open across the stop and
// the next start, as a person's tab does: it reconnects its HMR socket to the new server (issue 27's reporter
// saw the loop on later starts). A run fails on:
//   - any reload of the fresh tab, from its first paint on (issue 38; HMR's reload orders, the client's own
//     full reloads and every HMR message are kept with their times in the results, as evidence);
//   - the previous run's tab, still open, loading more than a few pages once the new server is up (it
//     reloads once on reconnecting to a new server, and lands on sign-in: the database is a new one);
//   - any console error or uncaught error in the page;
//   - more than 30 s from "Create account" to the idea board, or any step of the flow failing;
//   - /favicon.ico answering 404;
//   - the password, the API key, the session cookie or a generated secret appearing in the dev log.
// Env: DEV_SMOKE_RUNS (default 3), DEV_SMOKE_PORTS (default "3000,3777"), DEV_SMOKE_WRITE_MS (default 200, 0: no writer), DEV_SMOKE_READY_SECONDS (default 120),
// DEV_SMOKE_RESULTS (JSON results, default test-results/dev-smoke/results.json; server logs beside it),
// DEV_SMOKE_FRESH_NEXT=1 to delete `.next/dev` first (what a clean clone has). Exits non-zero when any run failed.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { testChromiumPath } from "../../e2e/test-chromium";
import { startDevServer, type DevServer } from "./dev-server-process";
import { checkHotReload, restoreEditedPage } from "./hot-reload-check";
import { secretsInLog } from "./log-secrets";
import { BOARD_WITHIN_MS, runNewcomerFlow, type FlowResult } from "./newcomer-flow";
import { watchPage, type PageWatch } from "./page-watch";
import { startProjectWriter, type ProjectWriter } from "./project-writer";

const RUNS = Number(process.env.DEV_SMOKE_RUNS ?? 3);
const PORTS = (process.env.DEV_SMOKE_PORTS ?? "3000,3777").split(",").map(Number);
const RESULTS = path.resolve(process.env.DEV_SMOKE_RESULTS ?? "test-results/dev-smoke/results.json");
const LOG_DIR = path.dirname(RESULTS);
// Issue 38: a fresh `npm run dev` must not reload the page a newcomer is on before their first keystroke, nor
// after it. (The kept tab's one reload on reconnecting to a new server is counted apart, below.) The cause of
// the reported reload is not found yet: on 2026-11-29 (load average 17-33) four starts, one with a cold
// .next/dev and the project writer, showed no reload, no reloadPage order and no Turbopack update up to 30 s
// after the sign-up page was on screen; page-watch.ts's time line says which mechanism fires when it does.
const MAX_RELOADS = 0;
const WRITE_EVERY_MS = Number(process.env.DEV_SMOKE_WRITE_MS ?? 200);
// How long `npm run dev` may take to say it is listening (a cold .next on a crowded machine takes minutes).
const READY_TIMEOUT_MS = Number(process.env.DEV_SMOKE_READY_SECONDS ?? 120) * 1000;
// The kept tab: the reload on reconnecting to a new server, the redirect to sign-in, and a retry of a page
// load that met the server while it was still starting; measured up to 4 with no reload order on a loaded
// machine, so 6 leaves room for one more retry. The loop of issue 27 made 160 in 35 s.
const MAX_KEPT_TAB_DOCUMENTS = 6;

interface RunResult {
  run: number;
  port: number;
  passed: boolean;
  failures: string[];
  serverStartMs?: number;
  toBoardMs?: number;
  hotReloadMs?: number;
  reloads?: number;
  /** When each reload happened, in ms since the run's first document request. */
  reloadTimesMs?: number[];
  documents?: number;
  /** Lines the project writer appended during the run. */
  projectWrites?: number;
  hmrRestarts?: number;
  hmrReloadOrders?: string[];
  consoleErrors?: string[];
  /** The previous run's tab, kept open: documents it loaded and reload orders it got from this run's server. */
  keptTab?: { documents: number; reloadOrders: string[] };
  steps?: FlowResult["steps"];
  /** The tab's time line (page-watch.ts): documents, HMR messages both ways, reload-related console lines. */
  events?: string[];
  log: string;
}

let current: { server?: DevServer; dataDir?: string; writer?: ProjectWriter } = {};

/** The tab of the previous run, left open across its server's stop and this run's start. */
interface KeptTab {
  context: BrowserContext;
  watch: PageWatch;
}

async function oneRun(
  browser: Browser,
  run: number,
  port: number,
  kept: KeptTab | undefined,
  keepTab: boolean,
): Promise<{ result: RunResult; kept?: KeptTab }> {
  const log = path.join(LOG_DIR, `run-${run}-port-${port}.log`);
  const result: RunResult = { run, port, passed: false, failures: [], log: path.relative(process.cwd(), log) };
  // Inside the project, where a newcomer's `.data/` is (and where Turbopack's file watcher looks).
  const dataDir = fs.mkdtempSync(path.join(".data", "dev-smoke-"));
  current = { dataDir };
  const writer = WRITE_EVERY_MS > 0 ? startProjectWriter(WRITE_EVERY_MS) : undefined;
  current.writer = writer;
  const started = Date.now();
  const server = await startDevServer({ port, dataDir, logFile: log, readyTimeoutMs: READY_TIMEOUT_MS }).catch((error: unknown) => {
    writer?.stop();
    throw error;
  });
  current.server = server;
  result.serverStartMs = Date.now() - started;
  // Counted from here: while no server was up, the tab's retries met a closed port (not what is tested).
  const keptFrom = kept && { documents: kept.watch.documents, reloadOrders: kept.watch.hmr.reloadOrders.length };
  const context = await browser.newContext();
  const page = await context.newPage();
  const watch = await watchPage(page);
  try {
    const flow = await runNewcomerFlow(page, server.baseUrl);
    result.toBoardMs = flow.toBoardMs;
    result.steps = flow.steps;
    result.hotReloadMs = await checkHotReload(page, `(edited by dev smoke run ${run})`);
    const favicon = await page.request.get(`${server.baseUrl}/favicon.ico`);
    if (favicon.status() === 404) result.failures.push("/favicon.ico answers 404");
    const session = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
    const leaked = secretsInLog(
      server.log(),
      { password: flow.password, "API key": flow.apiKey, ...(session ? { "session cookie": session.value } : {}) },
      dataDir,
    );
    if (leaked.length) result.failures.push(`the dev log carries: ${leaked.join(", ")}`);
    if (flow.toBoardMs > BOARD_WITHIN_MS) result.failures.push(`${flow.toBoardMs} ms from "Create account" to the board`);
  } catch (error) {
    result.failures.push(error instanceof Error ? error.message.split("\n").slice(0, 6).join("\n") : String(error));
    await page.screenshot({ path: path.join(LOG_DIR, `run-${run}-port-${port}.png`) }).catch(() => {});
  } finally {
    result.reloads = await watch.reloads().catch(() => -1);
    result.reloadTimesMs = await watch.reloadTimes().catch(() => []);
    result.events = [...watch.events];
    result.documents = watch.documents;
    writer?.stop();
    result.projectWrites = writer?.writes;
    result.hmrRestarts = watch.hmr.restarts;
    result.hmrReloadOrders = [...watch.hmr.reloadOrders];
    // Copied now: a tab kept open goes on logging (its HMR socket's retries once the server stops).
    result.consoleErrors = [...watch.consoleErrors];
    if (kept && keptFrom) {
      result.keptTab = { documents: kept.watch.documents - keptFrom.documents, reloadOrders: kept.watch.hmr.reloadOrders.slice(keptFrom.reloadOrders) };
      await kept.context.close();
    }
    if (!keepTab) await context.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    current = {};
  }
  // Unreadable (the tab was navigating or gone when asked) is not "no reload".
  if (result.reloads < 0) result.failures.push("the page's reload count could not be read");
  else if (result.reloads > MAX_RELOADS) {
    const when = result.reloadTimesMs?.length ? ` at ${result.reloadTimesMs.map((ms) => s(ms)).join(", ")} after the first document` : "";
    result.failures.push(`${result.reloads} page reload(s)${when} (at most ${MAX_RELOADS}; the time line is in the results)`);
  }
  if (result.consoleErrors.length) result.failures.push(`console errors: ${result.consoleErrors.slice(0, 5).join(" | ")}`);
  if (result.keptTab && result.keptTab.documents > MAX_KEPT_TAB_DOCUMENTS) {
    result.failures.push(`the previous run's open tab loaded ${result.keptTab.documents} pages from this server (at most ${MAX_KEPT_TAB_DOCUMENTS})`);
  }
  result.passed = result.failures.length === 0;
  return { result, kept: keepTab ? { context, watch } : undefined };
}

function printRun(r: RunResult) {
  const figures = [
    `server ready ${s(r.serverStartMs)}`,
    `to board ${s(r.toBoardMs)}`,
    `hot reload ${s(r.hotReloadMs)}`,
    `reloads ${r.reloads}${r.reloadTimesMs?.length ? ` (at ${r.reloadTimesMs.map((ms) => s(ms)).join(", ")})` : ""}`,
    `documents ${r.documents}`,
    `project writes ${r.projectWrites ?? 0}`,
    `HMR restarts ${r.hmrRestarts}, reload orders ${r.hmrReloadOrders?.length ?? 0}`,
    ...(r.keptTab ? [`kept tab: ${r.keptTab.documents} documents, ${r.keptTab.reloadOrders.length} reload orders`] : []),
  ].join(", ");
  console.log(`run ${r.run} (port ${r.port}): ${r.passed ? "PASS" : "FAIL"} — ${figures}`);
  if (r.steps) console.log(`  steps: ${r.steps.map((x) => `${x.name} ${s(x.ms)}`).join("; ")}`);
  for (const failure of r.failures) console.log(`  ✗ ${failure}`);
  if (r.hmrReloadOrders?.length) console.log(`  reload orders: ${[...new Set(r.hmrReloadOrders)].join("; ")}`);
  console.log(`  server log: ${r.log}`);
}

const s = (ms: number | undefined) => (ms === undefined ? "—" : `${(ms / 1000).toFixed(1)} s`);

function cleanUp() {
  restoreEditedPage();
  current.writer?.stop();
  if (current.server) void current.server.stop();
  if (current.dataDir) fs.rmSync(current.dataDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      cleanUp();
      setTimeout(() => process.exit(130), 2000);
    });
  }
  fs.mkdirSync(LOG_DIR, { recursive: true });
  fs.mkdirSync(".data", { recursive: true });
  if (process.env.DEV_SMOKE_FRESH_NEXT === "1") fs.rmSync(path.join(".next", "dev"), { recursive: true, force: true });
  const browser = await chromium.launch({
    executablePath: testChromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const results: RunResult[] = [];
  let kept: KeptTab | undefined;
  try {
    for (let run = 1; run <= RUNS; run++) {
      const port = PORTS[(run - 1) % PORTS.length];
      const outcome = await oneRun(browser, run, port, kept, run < RUNS).catch((error: unknown) => ({
        result: { run, port, passed: false, failures: [String(error instanceof Error ? error.message : error)], log: "" } satisfies RunResult,
        kept: undefined,
      }));
      kept = outcome.kept;
      results.push(outcome.result);
      printRun(outcome.result);
    }
  } finally {
    await browser.close();
  }
  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  fs.writeFileSync(RESULTS, JSON.stringify({ passed, failed, runs: results }, null, 2));
  console.log(`\ndev smoke: ${passed} of ${results.length} runs passed (results in ${path.relative(process.cwd(), RESULTS)})`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  cleanUp();
  console.error(error);
  process.exit(1);
});

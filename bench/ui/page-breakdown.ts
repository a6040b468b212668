// Where a page's time goes, for finding why one is slow (bench:ui says how slow): against a running server,
// signs in and loads each page several times in Chromium, and prints the medians of
//   - server: time to the first byte of the HTML and to its last byte (the server renders and streams it);
//   - payload: the HTML's bytes, of which the inline React Server Components data (the props handed to client
//     components, sent a second time beside the HTML they render), and the DOM's element count;
//   - browser: script, layout and style time (Chrome's Performance.getMetrics), and the long tasks;
//   - the hydrated mark and the first frame with the page's content, as bench:ui times them.
// Usage: BREAKDOWN_BASE=http://127.0.0.1:4210 BREAKDOWN_EMAIL=… BREAKDOWN_WORKSPACE=<id> \
//          npx tsx bench/ui/page-breakdown.ts posts ideas analytics …   (BREAKDOWN_RUNS, default 5)
// The password is bench:ui's. Figures, never assertions.
import { chromium } from "@playwright/test";
import { HYDRATED_MARK } from "../../components/layout/hydrated-mark";
import { median } from "./stats";

const BASE = process.env.BREAKDOWN_BASE ?? "http://127.0.0.1:3290";
const EMAIL = process.env.BREAKDOWN_EMAIL ?? "";
const WORKSPACE = process.env.BREAKDOWN_WORKSPACE ?? "";
const RUNS = Number(process.env.BREAKDOWN_RUNS ?? 5);
const PASSWORD = "correct horse battery";

interface Sample {
  ttfb: number;
  htmlDone: number;
  htmlBytes: number;
  rscBytes: number;
  elements: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  longTasks: number;
  longTaskMs: number;
  hydrated: number;
}

const observeLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: "longtask", buffered: true });
`;

async function main() {
  if (!EMAIL || !WORKSPACE) throw new Error("set BREAKDOWN_EMAIL and BREAKDOWN_WORKSPACE (a bench:ui user and workspace)");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const signIn = await context.newPage();
    await signIn.goto(`${BASE}/sign-in`);
    await signIn.getByLabel("Email").fill(EMAIL);
    await signIn.getByLabel("Password").fill(PASSWORD);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await signIn.getByRole("heading", { name: "Idea board" }).waitFor();
    await signIn.close();
    for (const path of process.argv.slice(2)) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS + 1; run++) {
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send("Performance.enable");
        await tab.addInitScript(observeLongTasks);
        await tab.goto(`${BASE}/${WORKSPACE}/${path}`, { waitUntil: "load" });
        await tab.waitForFunction((mark) => performance.getEntriesByName(mark, "mark").length > 0, HYDRATED_MARK, { timeout: 30_000 });
        await tab.waitForTimeout(300);
        const page = await tab.evaluate((mark) => {
          const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const rsc = [...document.scripts].filter((s) => s.textContent?.includes("self.__next_f")).reduce((n, s) => n + (s.textContent?.length ?? 0), 0);
          const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
          return {
            ttfb: nav.responseStart,
            htmlDone: nav.responseEnd,
            htmlBytes: nav.decodedBodySize,
            rscBytes: rsc,
            elements: document.getElementsByTagName("*").length,
            longTasks: tasks.length,
            longTaskMs: tasks.reduce((a, b) => a + b, 0),
            hydrated: performance.getEntriesByName(mark, "mark")[0]!.startTime,
          };
        }, HYDRATED_MARK);
        const { metrics } = await cdp.send("Performance.getMetrics");
        const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
        if (run > 0)
          samples.push({
            ...page,
            scriptMs: metric("ScriptDuration"),
            layoutMs: metric("LayoutDuration"),
            styleMs: metric("RecalcStyleDuration"),
          });
        await tab.close();
      }
      const m = (key: keyof Sample) => median(samples.map((s) => s[key])).toFixed(0);
      console.log(
        `${path.padEnd(28)} ttfb ${m("ttfb")} ms, html done ${m("htmlDone")} ms, html ${(Number(m("htmlBytes")) / 1024).toFixed(0)} KiB (rsc ${(Number(m("rscBytes")) / 1024).toFixed(0)} KiB), ${m("elements")} elements; script ${m("scriptMs")} ms, layout ${m("layoutMs")} ms, style ${m("styleMs")} ms, long tasks ${m("longTasks")} (${m("longTaskMs")} ms); hydrated ${m("hydrated")} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// What the smoke test watches in the browser while a person uses the app under `npm run dev`:
// - reloads: documents whose navigation type is "reload" (what HMR's `location.reload()` makes), counted in
//   the tab's sessionStorage by an init script, so a count survives the reloads it counts;
// - documents: every main-frame document request (sign-up to the board is one, a reload is one);
// - console errors and uncaught page errors (a missing favicon shows up here as "Failed to load resource");
// - the HMR socket: Turbopack "restart" updates and the server's reloadPage orders (with their reason),
//   the evidence of the reload loop of issue 27.
import type { Page } from "@playwright/test";

const RELOADS_KEY = "postlane-dev-smoke-reloads";

export interface PageWatch {
  documents: number;
  readonly consoleErrors: string[];
  readonly hmr: { restarts: number; reloadOrders: string[] };
  /** Reloads the tab has made so far (read from the page). */
  reloads(): Promise<number>;
}

export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = {
    documents: 0,
    consoleErrors: [],
    hmr: { restarts: 0, reloadOrders: [] },
    reloads: async () => Number(await page.evaluate((key) => sessionStorage.getItem(key) ?? "0", RELOADS_KEY)),
  };
  await page.addInitScript((key) => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (entry?.type === "reload") sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? "0") + 1));
  }, RELOADS_KEY);
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) watch.documents++;
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    watch.consoleErrors.push(`${message.text()}${where ? ` (${where})` : ""}`);
  });
  page.on("pageerror", (error) => watch.consoleErrors.push(`uncaught: ${error.message}`));
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/_next/hmr")) return;
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload !== "string") return;
      const message = parse(payload);
      if (message?.type === "reloadPage") watch.hmr.reloadOrders.push(String(message.data));
      if (message?.type === "turbopack-message" && JSON.stringify(message.data).includes('"type":"restart"')) watch.hmr.restarts++;
    });
  });
  return watch;
}

function parse(payload: string): { type?: unknown; data?: unknown } | undefined {
  try {
    return JSON.parse(payload) as { type?: unknown; data?: unknown };
  } catch {
    return undefined; // binary-framed and non-JSON messages carry nothing we count
  }
}

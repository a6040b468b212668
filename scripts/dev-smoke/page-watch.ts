// What the smoke test watches in the browser while a person uses the app under `npm run dev`:
// - reloads: documents whose navigation type is "reload" (what HMR's `location.reload()` makes), counted in
//   the tab's sessionStorage by an init script, so a count survives the reloads it counts; each with its time;
// - documents: every main-frame document request (sign-up to the board is one, a reload is one);
// - console errors and uncaught page errors (a missing favicon shows up here as "Failed to load resource");
// - the HMR socket: Turbopack "restart" updates and the server's reloadPage orders (with their reason),
//   the evidence of the reload loop of issue 27, and every message either way with its time (issue 38: why
//   the fresh page reloaded: a reloadPage order, a new server session, or the client's own full reload,
//   which it reports to the server as "client-full-reload" with the error's stack).
import type { Page } from "@playwright/test";

const RELOADS_KEY = "postlane-dev-smoke-reloads";

export interface PageWatch {
  documents: number;
  readonly consoleErrors: string[];
  readonly hmr: { restarts: number; reloadOrders: string[] };
  /** Time line since the first document was requested: HMR messages, documents, reload-related console lines. */
  readonly events: string[];
  /** Reloads the tab has made so far (read from the page), with their times since the first document. */
  reloads(): Promise<number>;
  reloadTimes(): Promise<number[]>;
}

export async function watchPage(page: Page): Promise<PageWatch> {
  let firstDocumentAt: number | undefined;
  const since = () => (firstDocumentAt === undefined ? 0 : Date.now() - firstDocumentAt);
  const note = (what: string) => watch.events.length < 400 && watch.events.push(`${(since() / 1000).toFixed(2)} s ${what}`);
  const stored = async () => JSON.parse(await page.evaluate((key) => sessionStorage.getItem(key) ?? "[]", RELOADS_KEY)) as number[];
  const watch: PageWatch = {
    documents: 0,
    consoleErrors: [],
    hmr: { restarts: 0, reloadOrders: [] },
    events: [],
    reloads: async () => (await stored()).length,
    reloadTimes: async () => (await stored()).map((at) => at - (firstDocumentAt ?? at)),
  };
  await page.addInitScript((key) => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (entry?.type !== "reload") return;
    const times = JSON.parse(sessionStorage.getItem(key) ?? "[]") as number[];
    sessionStorage.setItem(key, JSON.stringify([...times, Math.round(performance.timeOrigin)]));
  }, RELOADS_KEY);
  page.on("request", (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    firstDocumentAt ??= Date.now();
    watch.documents++;
    note(`document ${request.url()}`);
  });
  page.on("console", (message) => {
    if (/reload|Fast Refresh|\[HMR\]/i.test(message.text())) note(`console.${message.type()}: ${message.text().slice(0, 300)}`);
    if (message.type() !== "error") return;
    const where = message.location().url;
    watch.consoleErrors.push(`${message.text()}${where ? ` (${where})` : ""}`);
  });
  page.on("pageerror", (error) => watch.consoleErrors.push(`uncaught: ${error.message}`));
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/_next/hmr")) return;
    note(`HMR socket open`);
    socket.on("close", () => note(`HMR socket closed`));
    socket.on("framesent", ({ payload }) => {
      if (typeof payload !== "string") return;
      const message = parse(payload) as { event?: unknown; type?: unknown } | undefined;
      if ((message?.event || message?.type) && message.event !== "ping") note(`→ ${payload.slice(0, message.event === "browser-logs" ? 200 : 600)}`);
    });
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload !== "string") return note(`← (binary ${payload.length} bytes)`);
      const message = parse(payload);
      if (message?.type !== "devIndicator") note(`← ${payload.slice(0, 300)}`);
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

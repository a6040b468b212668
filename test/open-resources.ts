// What a test file leaves open in its process, read from node's own list of active resources
// (process.getActiveResourcesInfo(): one entry per handle or request keeping the event loop alive, by kind).
// Timers are left out: many are the app's own unref'd timers or a library's short-lived ones, and a timer
// alone reaches no database or port; what is counted is what can: listening servers, sockets, child processes.
const COUNTED = new Set(["TCPServerWrap", "TCPSocketWrap", "PipeWrap", "ProcessWrap", "UDPWrap"]);

export type OpenResources = Map<string, number>;

export function snapshotOpenResources(): OpenResources {
  const counts: OpenResources = new Map();
  for (const kind of process.getActiveResourcesInfo()) if (COUNTED.has(kind)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/** "2 TCPSocketWrap" for each kind open now beyond what was open at `start`. */
export function resourcesLeftOpen(start: OpenResources, now: OpenResources): string[] {
  const left: string[] = [];
  for (const [kind, count] of now) {
    const extra = count - (start.get(kind) ?? 0);
    if (extra > 0) left.push(`${extra} ${kind}`);
  }
  return left;
}

/**
 * Closing a socket or a server completes on a later turn of the event loop: asks `leftOpen` again each turn
 * until it reports nothing or `withinMs` has passed, and answers its last report.
 */
export async function settleOpenResources(leftOpen: () => string[], withinMs = 2_000): Promise<string[]> {
  const until = Date.now() + withinMs;
  let left = leftOpen();
  while (left.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    left = leftOpen();
  }
  return left;
}

/** The far ends of the TCP sockets open now ("127.0.0.1:5432" is PostgreSQL), to name what a file left. */
export function openSocketPeers(): string[] {
  // node's own list of handles, undocumented but stable since node 0.x; only for the message.
  const handles = (process as unknown as { _getActiveHandles?: () => unknown[] })._getActiveHandles?.() ?? [];
  const peers: string[] = [];
  for (const handle of handles) {
    const socket = handle as { remoteAddress?: string; remotePort?: number };
    if (socket.remoteAddress && socket.remotePort) peers.push(`${socket.remoteAddress}:${socket.remotePort}`);
  }
  return peers;
}

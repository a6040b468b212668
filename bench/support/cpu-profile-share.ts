// The share of a V8 CPU profile (node --cpu-prof) spent in logging: every sample with a logging frame anywhere
// on its stack (pino and its serialisers, redaction, the stream that writes the lines and the native write
// under it, our logger and redaction modules), so the write system call counts too, not only JavaScript.
import fs from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

const LOGGING = [
  /node_modules\/pino\//,
  /node_modules\/pino-std-serializers\//,
  /node_modules\/@pinojs\//,
  /node_modules\/fast-redact\//,
  /node_modules\/sonic-boom\//,
  /node_modules\/thread-stream\//,
  // The logger, its redaction, the request line written as text and the batched stdout destination (whose
  // flush is the write system call for every line of a turn).
  /lib\/observability\/(logger|redaction|request-line|log-destination)\.ts/,
];

/**
 * The main thread's profile among those written to `dir` since `since` (the largest: tsx's loader thread
 * writes a small one of its own beside it).
 */
function mainProfile(dir: string, since: number): string | undefined {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".cpuprofile")) : [];
  return files
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since)
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
}

/** Waits (up to `timeoutMs`) for a new profile to appear in `dir` after the profiled process was stopped. */
export async function waitForProfile(dir: string, since: number, timeoutMs = 30_000): Promise<string | undefined> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const file = mainProfile(dir, since);
    // Written at exit; a size that holds still between two looks is complete.
    if (file) {
      const size = fs.statSync(file).size;
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (fs.statSync(file).size === size) return file;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return undefined;
}

/** The fraction of the profile's sampled time (idle excluded) with a logging frame on the stack. */
export function loggingShare(file: string): { share: number; busyMs: number } {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const logs = new Map<number, boolean>();
  const isLogging = (id: number): boolean => {
    const known = logs.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const up = parent.get(id);
    const result = LOGGING.some((pattern) => pattern.test(node.callFrame.url)) || (up !== undefined && isLogging(up));
    logs.set(id, result);
    return result;
  };
  let busy = 0;
  let logging = 0;
  profile.samples.forEach((id, i) => {
    const name = byId.get(id)!.callFrame.functionName;
    if (name === "(idle)") return;
    const delta = profile.timeDeltas[i] ?? 0;
    busy += delta;
    if (isLogging(id)) logging += delta;
  });
  return { share: busy ? logging / busy : 0, busyMs: busy / 1000 };
}

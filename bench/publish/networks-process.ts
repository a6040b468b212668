// The benchmark's five networks (test/publishing/container-network), in a process of their own, as remote
// networks are: their 100 ms timers and HTTP handling must not wait behind the publishing worker's event
// loop, nor slow it down. bench/publish/run.ts forks this file and talks to it over IPC:
//   → { urls }                                   once listening
//   ← { cmd: "configure", latencyMs, failureRate } / { cmd: "reset" }          → { ok: true }
//   ← { cmd: "stats", rows: [{ id, network }] }  → { postsPerRow: number[], calls, injected }
//   ← { cmd: "stop" }
import { ContainerNetwork } from "../../test/publishing/container-network/server";

type Message =
  { cmd: "configure"; latencyMs: number; failureRate: number } | { cmd: "reset" } | { cmd: "stats"; rows: { id: string; network: string }[] } | { cmd: "stop" };

const names = (process.env.BENCH_NETWORKS ?? "").split(",").filter(Boolean);
const servers = new Map<string, ContainerNetwork>();

async function main() {
  for (const name of names) {
    const server = new ContainerNetwork();
    await server.start();
    servers.set(name, server);
  }
  process.on("message", async (message: Message) => {
    const all = [...servers.values()];
    if (message.cmd === "configure") {
      for (const server of all) {
        server.latencyMs = message.latencyMs;
        server.randomFailureRate = message.failureRate;
      }
      process.send!({ ok: true });
    } else if (message.cmd === "reset") {
      for (const server of all) {
        server.posts.length = 0;
        server.requests.length = 0;
        server.randomFailures = 0;
      }
      process.send!({ ok: true });
    } else if (message.cmd === "stats") {
      const counts = new Map<string, number>();
      for (const server of all) for (const post of server.posts) counts.set(post.clientRef, (counts.get(post.clientRef) ?? 0) + 1);
      process.send!({
        postsPerRow: message.rows.map((row) => counts.get(row.id) ?? 0),
        calls: all.reduce((sum, s) => sum + s.requests.length, 0),
        injected: all.reduce((sum, s) => sum + s.randomFailures, 0),
      });
    } else if (message.cmd === "stop") {
      await Promise.all(all.map((server) => server.stop()));
      process.exit(0);
    }
  });
  process.send!({ urls: Object.fromEntries([...servers].map(([name, server]) => [name, server.url])) });
}

void main();

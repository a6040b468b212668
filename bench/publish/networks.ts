// Starts the benchmarks' networks (networks-process.ts) in a child process of their own, as remote networks
// are, and talks to it over IPC: `ask` sends one command and waits for its answer.
import { fork, type ChildProcess } from "node:child_process";

export interface BenchNetworks {
  urls: Record<string, string>;
  ask: <T>(message: object) => Promise<T>;
  child: ChildProcess;
}

export async function startNetworks(names: readonly string[]): Promise<BenchNetworks> {
  const child = fork("bench/publish/networks-process.ts", [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_NETWORKS: names.join(",") },
  });
  const next = () => new Promise<unknown>((resolve) => child.once("message", resolve));
  const { urls } = (await next()) as { urls: Record<string, string> };
  const ask = async <T>(message: object) => {
    const answer = next();
    child.send(message);
    return (await answer) as T;
  };
  return { urls, ask, child };
}

/** `count` queued rows spread round-robin over `accounts`, due at `at`: what both publishing benches insert. */
export function queuedBenchRows(workspaceId: string, accounts: readonly { id: string; platform: string }[], count: number, at: Date) {
  return Array.from({ length: count }, (_, i) => {
    const account = accounts[i % accounts.length];
    return {
      id: crypto.randomUUID(),
      workspaceId,
      caption: `bench row ${i}`,
      platforms: [account.platform],
      accountMappings: [{ platform: account.platform, accountId: account.id }],
      connectedAccountId: account.id,
      status: "queued" as const,
      queuedAt: at,
      nextAttemptAt: at,
    };
  });
}

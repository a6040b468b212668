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

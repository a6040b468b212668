// One app instance of the multi-instance bench (./run.ts), in a process of its own: the app's publishing worker
// (startPublishingWorker, with the app's default sweep, heartbeat and takeover timing) on the shared
// DATABASE_URL, publishing to the benchmark's networks (networks-process.ts) through the container-network
// adapter. IPC with the parent:
//   → { event: "ready", instance }          once the worker runs
//   ← { cmd: "wake" }                        rows were queued: sweep now (as the app's dispatcher does)
//   ← { cmd: "stop" }                        graceful stop → { event: "stopped", cpuMs } (since the first wake) and exit
// The parent ends one instance with SIGKILL instead, to show the takeover.
import { overrideLiveAdapter } from "@/lib/platforms/registry";
import type { PlatformId } from "@/lib/platforms/types";
import { startPublishingWorker, stopPublishingWorker } from "@/lib/publishing/worker";
import { containerNetworkAdapter } from "@/test/publishing/container-network/adapter";

interface InstanceConfig {
  workspaceId: string;
  urls: Record<string, string>;
  limits: { slots: number; perAccount: number; perNetwork: number };
}

const config = JSON.parse(process.env.BENCH_INSTANCE_CONFIG ?? "{}") as InstanceConfig;
for (const [network, url] of Object.entries(config.urls))
  overrideLiveAdapter(
    network as PlatformId,
    containerNetworkAdapter(network as PlatformId, () => url),
  );

const worker = startPublishingWorker({
  workspaceIds: [config.workspaceId],
  limits: config.limits,
  // The same retry policy and call bounds as bench:publish.
  deps: { policy: { maxAttempts: 8, backoffBaseMs: 500, backoffMaxMs: 4_000 }, callTimeoutMs: 10_000, inlineWaitMs: 1_000 },
});

// CPU from the first wake on: the process's start (compiling, loading modules) is not publishing work.
let cpuAtWake: NodeJS.CpuUsage | undefined;

process.on("message", (message: { cmd: "wake" | "stop" }) => {
  if (message.cmd === "wake") {
    cpuAtWake ??= process.cpuUsage();
    worker.wake();
  }
  if (message.cmd === "stop") {
    void stopPublishingWorker().then(() => {
      const cpu = process.cpuUsage(cpuAtWake);
      process.send!({ event: "stopped", cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
    });
  }
});
process.send!({ event: "ready", instance: worker.id });

// Database reachability for the health endpoint: a round trip with its latency.
import { db } from "../../db";
import { databaseKind } from "../../db/adapter";

export async function checkDatabase() {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return { reachable: true, kind: databaseKind(), latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    console.error("[postlane] health check: database unreachable:", error);
    return { reachable: false, kind: databaseKind(), latencyMs: null };
  }
}

// Database reachability for the health endpoint: a round trip with its latency.
import { db } from "../../db";
import { databaseKind } from "../../db/adapter";
import { logger } from "@/lib/observability/logger";

export async function checkDatabase() {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return { reachable: true, kind: databaseKind(), latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    logger().error({ err: error }, "health check: database unreachable");
    return { reachable: false, kind: databaseKind(), latencyMs: null };
  }
}

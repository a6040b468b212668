// Insights reads shared by Facebook, Instagram and Threads. Graph fails the whole request when one metric is
// unknown to the API version in use (retired, or not offered for this media type), so a refused batch is
// read again metric by metric: a metric Meta retires costs only its own counter, and Graph's refusal is kept as
// a note on the metrics snapshot (metric_snapshots.notes) instead of silently emptying every counter.
import { PlatformInvalidContentError } from "../errors";
import type { GraphClient } from "./graph-client";
import { insightValues, insightsAnswer } from "./containers";

export async function readInsights(client: GraphClient, path: string, metrics: string[], label: string, notes: string[]): Promise<Map<string, number>> {
  try {
    return insightValues(await client.get(path, { metric: metrics.join(",") }, insightsAnswer));
  } catch (error) {
    if (!(error instanceof PlatformInvalidContentError)) throw error;
  }
  const values = new Map<string, number>();
  for (const metric of metrics) {
    try {
      for (const [name, value] of insightValues(await client.get(path, { metric }, insightsAnswer))) values.set(name, value);
    } catch (error) {
      if (!(error instanceof PlatformInvalidContentError)) throw error;
      notes.push(`${label} did not give ${metric}: ${error.message}`);
    }
  }
  return values;
}

// The hourly metrics refresh (the Inngest cron, or the in-process sweep) asks for the day's rollup of old
// snapshots after each run, through the jobs seam: with Inngest, an event whose id is the UTC day, so the
// 24 asks of a day (from any number of instances) make one run; without it, this process's runner, which
// also runs once a day (daily-rollup.ts). Hourly asks rather than a daily cron: a day whose first hours the
// app was down still gets its rollup.
import { enqueue } from "../jobs/enqueue";

export async function requestSnapshotRollup(now = new Date()): Promise<void> {
  try {
    await enqueue({ type: "metrics-rollup", day: now.toISOString().slice(0, 10) });
  } catch (error) {
    // Inngest did not take it in time: the next hour asks again.
    console.warn(`[postlane] could not request the metric snapshot rollup: ${error instanceof Error ? error.message : String(error)}`);
  }
}

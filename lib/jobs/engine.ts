// Which engine runs background jobs in this process: Inngest when its standard variables say so, otherwise
// the in-process workers (the embedded default). lib/jobs/enqueue.ts is the one place that acts on it for
// work handed over by requests; lib/server/on-server-start.ts starts the in-process workers when it is false.
import { env } from "../env";

export function inngestConfigured(): boolean {
  const e = env();
  const dev = e.INNGEST_DEV !== undefined && e.INNGEST_DEV !== "0" && e.INNGEST_DEV.toLowerCase() !== "false";
  return e.INNGEST_EVENT_KEY !== undefined || dev;
}

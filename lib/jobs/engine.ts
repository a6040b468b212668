// Which publishing engine this process uses: Inngest when its standard variables say so, otherwise the
// in-process worker (the embedded default).
import { env } from "../env";

export function inngestConfigured(): boolean {
  const e = env();
  const dev = e.INNGEST_DEV !== undefined && e.INNGEST_DEV !== "0" && e.INNGEST_DEV.toLowerCase() !== "false";
  return e.INNGEST_EVENT_KEY !== undefined || dev;
}

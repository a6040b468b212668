// Every hour: media objects still pending a day after their upload URL was issued are settled against the
// store — marked uploaded if the file is there, else deleted (lib/services/media/clean-stale-media.ts).
// Without Inngest the in-process sweep (lib/server/media-cleanup-sweep.ts) runs the same work.
import { cleanStaleMedia } from "@/lib/services/media/clean-stale-media";
import { inngest } from "@/lib/jobs/inngest/client";

export const cleanStaleMediaFunction = inngest.createFunction(
  { id: "clean-stale-media", triggers: [{ cron: "30 * * * *" }], concurrency: 1 },
  async ({ step }) => step.run("clean-stale-media", async () => ({ ...(await cleanStaleMedia()) })),
);

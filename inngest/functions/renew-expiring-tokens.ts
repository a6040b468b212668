// Every 6 hours: connected accounts whose tokens are due are renewed ahead of expiry, Instagram and Threads
// days ahead (lib/tokens/renew-expiring-tokens.ts). Without Inngest the in-process sweep
// (lib/server/token-renewal-sweep.ts) runs the same work.
import { renewExpiringTokens } from "@/lib/tokens/renew-expiring-tokens";
import { inngest } from "@/lib/jobs/inngest/client";

export const renewExpiringTokensFunction = inngest.createFunction(
  { id: "renew-expiring-tokens", triggers: [{ cron: "17 */6 * * *" }], concurrency: 1 },
  async ({ step }) => step.run("renew-expiring-tokens", async () => ({ ...(await renewExpiringTokens()) })),
);

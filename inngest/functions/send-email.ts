// Sends one outbox email with the same code as the in-process worker (lib/email/send-email.ts): claim, send
// over SMTP, store the outcome. A failed attempt is scheduled in the row by the shared retry schedule; the run
// sleeps until then and asks for the next attempt. A run that dies mid-send leaves the claim to expire, and
// the sweep-email-outbox cron sends the message again.
import { attemptEmail, claimDueEmails, emailSenderId } from "@/lib/email/send-email";
import { inngest } from "@/lib/jobs/inngest/client";
import { emailSendRequested } from "@/lib/jobs/inngest/events";

export const sendEmail = inngest.createFunction(
  { id: "send-email", triggers: [emailSendRequested], concurrency: { limit: 8 }, retries: 3 },
  async ({ event, step }) => {
    const outcome = await step.run("send", async () => {
      const owner = emailSenderId("inngest");
      const [claimed] = await claimDueEmails({ owner, limit: 1, messageIds: [event.data.messageId] });
      if (!claimed) return { kind: "skipped" as const, reason: "not due, or another run holds it" };
      const result = await attemptEmail(claimed, owner);
      return result.kind === "retry" ? { ...result, at: result.at.toISOString() } : result;
    });
    if (outcome.kind === "retry") {
      await step.sleepUntil("wait-for-retry", outcome.at);
      await step.sendEvent("retry", emailSendRequested.create({ messageId: event.data.messageId }));
    }
    return outcome;
  },
);

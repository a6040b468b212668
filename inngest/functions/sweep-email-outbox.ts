// Every minute: due outbox emails nobody is sending (queued while Inngest was unreachable, queued inside a
// transaction, or whose run died mid-send) get their event.
import { findDueEmails } from "@/lib/email/send-email";
import { inngestEventsFor } from "@/lib/jobs/inngest-events";
import { inngest } from "@/lib/jobs/inngest/client";

export const sweepEmailOutbox = inngest.createFunction({ id: "sweep-email-outbox", triggers: [{ cron: "* * * * *" }], concurrency: 1 }, async ({ step }) => {
  const due = await step.run("find-emails", () => findDueEmails());
  if (due.length === 0) return { dispatched: 0 };
  await step.sendEvent("dispatch-emails", await inngestEventsFor({ type: "email-send", messages: due }));
  return { dispatched: due.length };
});

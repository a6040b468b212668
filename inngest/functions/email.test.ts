// The Inngest side of email, run through @inngest/test against the real database and a real SMTP server in
// this process (test/email/smtp-inbox.ts): send-email with the server down stores the retry, sleeps until its
// time and asks again; once the server is back the next run delivers it, once. sweep-email-outbox sends an
// event for each due message nobody holds.
import "@/test/use-database";
import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { queueEmail } from "@/lib/email/queue-email";
import { makeWorkspace } from "@/test/factories";
import { SmtpInbox } from "@/test/email/smtp-inbox";
import { sendEmail } from "./send-email";
import { sweepEmailOutbox } from "./sweep-email-outbox";

const inbox = new SmtpInbox();
let workspaceId = "";

beforeAll(async () => {
  workspaceId = (await makeWorkspace()).workspaceId;
  await inbox.start();
  process.env.SMTP_URL = inbox.url;
  resetEnv();
});

afterAll(async () => {
  await inbox.stop();
  delete process.env.SMTP_URL;
  resetEnv();
});

const message = (to: string) => ({ to, subject: "Through Inngest", text: "Hello from the jobs seam", html: "<p>Hello from the jobs seam</p>" });

type Sent = { name: string; data: { messageId: string } };
function sent(ctx: unknown): Sent[] {
  const sendEvent = (ctx as { step: { sendEvent: { mock: { calls: unknown[][] } } } }).step.sendEvent;
  return sendEvent.mock.calls.flatMap((call) => [call[1]].flat() as Sent[]);
}

function run(messageId: string) {
  return new InngestTestEngine({
    function: sendEmail,
    events: [{ name: "email/send.requested", data: { messageId } }],
    steps: [
      { id: "wait-for-retry", handler: () => undefined },
      { id: "retry", handler: () => ({ ids: [] }) },
    ],
  }).execute();
}

describe("send-email", () => {
  it("with the SMTP server down stores the retry and asks again at its time; back up, the next run delivers it once", async () => {
    const to = `inngest-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { id } = await queueEmail({ workspaceId, kind: "test", message: message(to) });
    await inbox.stop();
    try {
      const { result, ctx } = await run(id);
      const row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ status: "queued", attempts: 1, claimedBy: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.lastError).not.toContain("not-a-real-password");
      expect(result).toMatchObject({ kind: "retry", at: row.nextAttemptAt!.toISOString() });
      expect(sent(ctx)).toEqual([expect.objectContaining({ name: "email/send.requested", data: { messageId: id } })]);
      // Asked again before its time (a repeated event): nothing is claimed, nothing sent.
      expect((await run(id)).result).toMatchObject({ kind: "skipped" });
    } finally {
      await inbox.start();
    }

    // The retry's time comes (as the run's sleep would end); the server is back.
    await db.emailMessage.update({ where: { id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    expect((await run(id)).result).toMatchObject({ kind: "sent" });
    expect(await db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    const mail = await inbox.waitFor(to);
    expect(mail).toMatchObject({ recipients: [to], subject: "Through Inngest" });
    expect((await run(id)).result).toMatchObject({ kind: "skipped" });
    expect(inbox.received.filter((m) => m.recipients.includes(to))).toHaveLength(1);
  });
});

describe("sweep-email-outbox", () => {
  it("sends an event for each due message nobody holds", async () => {
    const due = await queueEmail({ workspaceId, kind: "test", message: message("due@example.test") });
    const held = await queueEmail({ workspaceId, kind: "test", message: message("held@example.test") });
    await db.emailMessage.update({ where: { id: held.id }, data: { status: "sending", claimedBy: "someone", leaseUntil: new Date(Date.now() + 60_000) } });
    // Oldest first, so it is within the sweep's batch even on a shared database full of other tests' rows.
    await db.emailMessage.update({ where: { id: due.id }, data: { nextAttemptAt: new Date("2000-01-01T00:00:00Z") } });
    const { ctx } = await new InngestTestEngine({
      function: sweepEmailOutbox,
      events: [{ name: "inngest/scheduled.timer", data: { cron: "* * * * *" } } as never],
      steps: [{ id: "dispatch-emails", handler: () => ({ ids: [] }) }],
    }).execute();
    const ids = sent(ctx).map((e) => e.data.messageId);
    expect(ids).toContain(due.id);
    expect(ids).not.toContain(held.id);
  });
});

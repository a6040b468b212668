// Tests that need the link a person receives: the outbox keeps only a redacted copy (no live token at rest),
// so the message is sent now, by the sender's own code, to a real SMTP server in the test process, and the
// link is read from the mail that arrived, as its recipient would.
import { expect } from "vitest";
import { db } from "@/lib/db";
import { attemptEmail, claimDueEmails, emailSenderId } from "@/lib/email/send-email";
import type { ReceivedEmail, SmtpInbox } from "./smtp-inbox";

/** Sends the newest message of `kind` to `to` (queued while SMTP_URL pointed at `inbox`) and returns it as received. */
export async function deliverNow(inbox: SmtpInbox, { to, kind }: { to: string; kind: string }): Promise<ReceivedEmail> {
  const message = await db.emailMessage.findFirstOrThrow({ where: { to, kind }, orderBy: { createdAt: "desc" }, select: { id: true } });
  const owner = emailSenderId("test-deliver-now");
  expect(await claimDueEmails({ owner, limit: 1, messageIds: [message.id] })).toEqual([message.id]);
  expect(await attemptEmail(message.id, owner)).toEqual({ kind: "sent" });
  const received = inbox.received.filter((m) => m.recipients.includes(to.toLowerCase()));
  return received[received.length - 1];
}

/** The token at the end of the `/<path>/<token>` link in the mail (checked in both parts). */
export function tokenInMail(mail: ReceivedEmail, path: "reset-password" | "verify-email" | "invite"): string {
  const match = new RegExp(`/${path}/([A-Za-z0-9_.-]+)`).exec(mail.text);
  if (!match) throw new Error(`no /${path}/ link in: ${mail.text}`);
  expect(mail.html).toContain(`/${path}/${match[1]}`);
  return match[1];
}

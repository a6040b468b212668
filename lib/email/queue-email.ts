// The one way to send an email: the message is stored in the outbox first, then handed to the jobs seam.
// The row is the promise: if the hand-over fails (Inngest unreachable, no worker in this process), the sweep
// finds the queued row later. Without SMTP_URL it is stored as "not sent: no SMTP configured" for the
// operator's outbox page; nothing is ever dropped. A message's token link is stored redacted (secret-link.ts):
// its real form is kept encrypted only while SMTP delivery needs it, and without SMTP not at all.
import { encryptToken } from "../crypto/token-cipher";
import { db, type DbTransaction } from "../db";
import { enqueue } from "../jobs/enqueue";
import { NO_SMTP_REASON, smtpConfigured } from "./smtp-transport";
import { logger } from "../observability/logger";
import { redactBody } from "./secret-link";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link in text/html whose last path segment is a live token: stored redacted, rebuilt at send time. */
  secretLink?: string;
  /** One file sent with the message (a report PDF): stored with the row, so every retry sends the same bytes. */
  attachment?: EmailAttachment;
};

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * Stores the message in the outbox (status queued) and hands a send job to lib/jobs; never drops it.
 * Inside a transaction pass `tx`: the row commits with the caller's change, and the hand-over waits for the
 * caller to call `handOverEmail(id)` after the commit (or the sweep, within seconds in-process, a minute
 * with Inngest).
 */
export async function queueEmail(input: { workspaceId: string | null; kind: string; message: OutgoingEmail }, tx?: DbTransaction): Promise<{ id: string }> {
  const { workspaceId, kind, message } = input;
  const stored = !smtpConfigured();
  const body = message.secretLink ? redactBody(message, message.secretLink) : { text: message.text, html: message.html };
  if (message.secretLink) assertRedacted(body, message.secretLink);
  const row = await (tx ?? db).emailMessage.create({
    data: {
      workspaceId,
      kind,
      to: message.to,
      subject: message.subject,
      text: body.text,
      html: body.html,
      // Without SMTP nothing will ever be sent: the token is not kept at all.
      secretLink: message.secretLink && !stored ? encryptToken(message.secretLink) : null,
      ...(message.attachment
        ? {
            attachmentName: message.attachment.filename,
            attachmentContentType: message.attachment.contentType,
            attachment: new Uint8Array(message.attachment.content),
          }
        : {}),
      ...(stored ? { status: "stored", nextAttemptAt: null, lastError: NO_SMTP_REASON } : {}),
    },
    select: { id: true },
  });
  if (!tx && !stored) await handOverEmail(row.id);
  return row;
}

/** A template that spelled its link another way would leak the token into the stored copy: refuse it. */
function assertRedacted(body: { text: string; html: string }, secretLink: string): void {
  const token = secretLink.slice(secretLink.lastIndexOf("/") + 1);
  if (body.text.includes(token) || body.html.includes(token)) throw new Error("An email's token appears outside its secret link");
}

/** Asks the engine to send a queued message now; a failed hand-over is logged and left to the sweep. */
export async function handOverEmail(id: string): Promise<void> {
  try {
    await enqueue({ type: "email-send", messages: [{ id, attempts: 0 }] });
  } catch (error) {
    logger().warn({ messageId: id, err: error }, "could not hand the email to the jobs engine, the sweep will send it");
  }
}

// Sends outbox messages: claim due ones, send each over SMTP, store the outcome.
//
// At-least-once: a message is claimed (status sending, a lease) before it is sent, and its outcome is written
// only by the claim's holder. A sender killed mid-send leaves the claim to expire, and the next sweep sends
// the message again; a sender that cannot reach the SMTP server schedules the next attempt in the row, so a
// server that is down delays mail and loses none. Every path (in-process worker, Inngest) runs this code.
import crypto from "node:crypto";
import type { Transporter } from "nodemailer";
import { decryptToken } from "../crypto/token-cipher";
import { db } from "../db";
import { RETRY_DELAYS_MS, SEND_LEASE_MS, retryDelayMs } from "./retry-schedule";
import { NO_SMTP_REASON, mailFrom, redactSmtpSecrets, smtpConfigured, smtpTransport } from "./smtp-transport";
import { restoreBody } from "./secret-link";
import { logger } from "../observability/logger";
import { metrics } from "../observability/metrics";

export interface ClaimEmailOptions {
  owner: string;
  limit: number;
  leaseMs?: number;
  /** Only these messages (an Inngest run for one message). */
  messageIds?: string[];
  /** Only these workspaces' messages (tests share a database with other work). */
  workspaceIds?: string[];
}

/** Claims due messages (queued and due, or whose sender's lease passed); counts the attempt. */
export async function claimDueEmails({ owner, limit, leaseMs = SEND_LEASE_MS, messageIds, workspaceIds }: ClaimEmailOptions): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE email_outbox SET status = 'sending', claimed_by = ${owner}, lease_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
    WHERE id IN (
      SELECT m.id FROM email_outbox m
      WHERE ((m.status = 'queued' AND m.next_attempt_at <= now()) OR (m.status = 'sending' AND m.lease_until < now()))
        AND (${messageIds ?? null}::uuid[] IS NULL OR m.id = ANY(${messageIds ?? null}::uuid[]))
        AND (${workspaceIds ?? null}::uuid[] IS NULL OR m.workspace_id = ANY(${workspaceIds ?? null}::uuid[]))
      ORDER BY m.next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`;
  return rows.map((row) => row.id);
}

export interface EmailSendDeps {
  /** A transport other than SMTP_URL's (tests). */
  transport?: Transporter;
  retryDelaysMs?: readonly number[];
}

export type EmailOutcome =
  { kind: "sent" } | { kind: "retry"; at: Date; error: string } | { kind: "failed"; error: string } | { kind: "stored" } | { kind: "skipped"; reason: string };

/** Sends one claimed message and stores what happened (guarded by the claim); one log line and count per attempt. */
export async function attemptEmail(messageId: string, owner: string, deps: EmailSendDeps = {}): Promise<EmailOutcome> {
  const outcome = await sendClaimedEmail(messageId, owner, deps);
  if (outcome.kind !== "skipped") {
    metrics().emailsSent.inc({ outcome: outcome.kind });
    // The recipient's address is personal data: the line names the message, the outbox row says the rest.
    const line = { event: "email_attempt", messageId, outcome: outcome.kind, ...("error" in outcome ? { error: outcome.error } : {}) };
    if (outcome.kind === "sent" || outcome.kind === "stored") logger().info(line, "email attempt");
    else logger().warn(line, "email attempt");
  }
  return outcome;
}

async function sendClaimedEmail(messageId: string, owner: string, deps: EmailSendDeps): Promise<EmailOutcome> {
  const message = await db.emailMessage.findUnique({ where: { id: messageId } });
  if (!message || message.claimedBy !== owner || message.status !== "sending") return { kind: "skipped", reason: "the message is no longer ours" };
  const guard = { id: messageId, claimedBy: owner, status: "sending" as const };
  // Every final outcome (sent, failed, stored) drops the encrypted link: no live token outlives delivery.
  const release = { claimedBy: null, leaseUntil: null };
  const done = { ...release, secretLink: null };

  if (!deps.transport && !smtpConfigured()) {
    await db.emailMessage.updateMany({ where: guard, data: { ...done, status: "stored", nextAttemptAt: null, lastError: NO_SMTP_REASON } });
    return { kind: "stored" };
  }

  let body: { text: string; html: string };
  try {
    body = message.secretLink ? restoreBody(message, decryptToken(message.secretLink)) : message;
  } catch {
    // TOKEN_ENCRYPTION_KEY changed since the message was queued: its link cannot be rebuilt, and a redacted
    // link helps nobody; the person asks for a new one.
    const error = "the message's link could not be decrypted (TOKEN_ENCRYPTION_KEY changed?)";
    await db.emailMessage.updateMany({ where: guard, data: { ...done, status: "failed", nextAttemptAt: null, lastError: error } });
    return { kind: "failed", error };
  }

  let error: string;
  let permanent = false;
  try {
    const attachments =
      message.attachment && message.attachmentName
        ? [
            {
              filename: message.attachmentName,
              contentType: message.attachmentContentType ?? "application/octet-stream",
              content: Buffer.from(message.attachment),
            },
          ]
        : undefined;
    await (deps.transport ?? smtpTransport()).sendMail({
      from: mailFrom(),
      to: message.to,
      subject: message.subject,
      text: body.text,
      html: body.html,
      attachments,
    });
    const { count } = await db.emailMessage.updateMany({
      where: guard,
      data: { ...done, status: "sent", sentAt: new Date(), nextAttemptAt: null, lastError: null },
    });
    return count === 0 ? { kind: "skipped", reason: "the claim was lost before the outcome was stored" } : { kind: "sent" };
  } catch (caught) {
    const e = caught as Error & { code?: string; responseCode?: number };
    error = redactSmtpSecrets(e.message).slice(0, 500);
    // The server refused the recipient itself (550 no such mailbox): trying again would not change that.
    permanent = e.code === "EENVELOPE" && (e.responseCode ?? 0) >= 500;
  }

  const delay = permanent ? null : retryDelayMs(message.attempts, deps.retryDelaysMs ?? RETRY_DELAYS_MS);
  const next = delay === null ? null : new Date(Date.now() + delay);
  await db.emailMessage.updateMany({
    where: guard,
    data: { ...(next ? release : done), status: next ? "queued" : "failed", nextAttemptAt: next, lastError: error },
  });
  return next ? { kind: "retry", at: next, error } : { kind: "failed", error };
}

/** Messages the Inngest engine should be told about: queued and due, or whose sender died. */
export async function findDueEmails(limit = 500): Promise<{ id: string; attempts: number }[]> {
  const now = new Date();
  return db.emailMessage.findMany({
    where: {
      OR: [
        { status: "queued", nextAttemptAt: { lte: now } },
        { status: "sending", leaseUntil: { lt: now } },
      ],
    },
    select: { id: true, attempts: true },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
  });
}

/** A claim token for one sender (a worker, an Inngest run). */
export function emailSenderId(prefix: string): string {
  return `${prefix}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
}

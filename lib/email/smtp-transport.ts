// The SMTP connection settings from SMTP_URL and MAIL_FROM. One transport per URL per process. SMTP_URL holds
// a password: it never goes into a log line or a stored error (redactSmtpSecrets).
import nodemailer, { type Transporter } from "nodemailer";
import { appUrl, env } from "../env";

/** The outbox's note on a message kept because there is no server to send it through. */
export const NO_SMTP_REASON = "Not sent: no SMTP server is configured (SMTP_URL)";

const holder = globalThis as unknown as { __postlaneSmtp?: { url: string; transport: Transporter } };

/** Whether mail can be sent at all; without SMTP_URL messages are kept in the outbox, marked stored. */
export function smtpConfigured(): boolean {
  return env().SMTP_URL !== undefined;
}

export function smtpTransport(): Transporter {
  const url = env().SMTP_URL;
  if (!url) throw new Error("No SMTP server is configured");
  if (holder.__postlaneSmtp?.url !== url) {
    holder.__postlaneSmtp?.transport.close();
    // Short timeouts: a server that does not answer is a failed attempt to retry later, not a hung sender.
    holder.__postlaneSmtp = { url, transport: nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }) };
  }
  return holder.__postlaneSmtp.transport;
}

export function mailFrom(): string {
  return env().MAIL_FROM ?? `Postlane <postlane@${new URL(appUrl()).hostname}>`;
}

/** `message` with SMTP_URL's user and password (raw or URL-encoded) replaced by ***. */
export function redactSmtpSecrets(message: string): string {
  const url = env().SMTP_URL;
  if (!url) return message;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return message;
  }
  let out = message.split(url).join("smtp://***");
  for (const secret of [parsed.password, parsed.username]) {
    if (!secret) continue;
    for (const form of new Set([secret, decodeURIComponent(secret)])) if (form.length >= 3) out = out.split(form).join("***");
  }
  return out;
}

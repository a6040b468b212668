// The e2e run's mail server: a real SMTP server (test/email/smtp-inbox.ts) the app sends to (SMTP_URL in
// playwright.config.ts), started once by global setup, and a small HTTP window on what arrived, so specs in
// other worker processes can read a person's mail: GET /messages?to=<address> answers the messages as JSON.
import http from "node:http";
import { SmtpInbox, type ReceivedEmail } from "../test/email/smtp-inbox";

/** A message as a spec reads it: attachments named and measured (a spec that needs the bytes asks for them). */
export type MailboxMessage = Omit<ReceivedEmail, "parsed"> & { attachments: { filename: string; contentType: string; size: number; base64?: string }[] };

export async function startMailbox({ smtpPort, httpPort }: { smtpPort: number; httpPort: number }) {
  const inbox = new SmtpInbox();
  await inbox.start(smtpPort);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://mailbox");
    const to = url.searchParams.get("to")?.toLowerCase();
    const withBytes = url.searchParams.get("attachments") === "1";
    const messages: MailboxMessage[] = inbox.received
      .filter((m) => !to || m.recipients.includes(to))
      .map((m) => ({
        recipients: m.recipients,
        from: m.from,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.parsed.attachments.map((a) => ({
          filename: a.filename ?? "",
          contentType: a.contentType,
          size: a.size,
          ...(withBytes ? { base64: a.content.toString("base64") } : {}),
        })),
      }));
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(httpPort, "127.0.0.1", resolve));
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await inbox.stop();
    },
  };
}

/** The mail that arrived for `to`, waiting up to `timeoutMs` for the first message (spec side). */
export async function readMail(
  to: string,
  { httpPort, timeoutMs = 20_000, attachments = false }: { httpPort: number; timeoutMs?: number; attachments?: boolean },
): Promise<MailboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${httpPort}/messages?to=${encodeURIComponent(to)}${attachments ? "&attachments=1" : ""}`);
    const messages = (await response.json()) as MailboxMessage[];
    if (messages.length > 0) return messages;
    if (Date.now() > deadline) throw new Error(`no email to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The accept link (…/invite/<token>) in an email's text part. */
export function inviteLinkIn(message: MailboxMessage): string {
  const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9._-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no invite link in the email "${message.subject}"`);
  return link;
}

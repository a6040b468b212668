// A real SMTP server for tests (the `smtp-server` package) on 127.0.0.1 that keeps every message it accepts,
// parsed by `mailparser`: what a person's mailbox would show. Plain SMTP with any or no login, no STARTTLS
// (a test certificate would only test the certificate). Stop and start it on the same port to play "down".
// Any address at REFUSED_DOMAIN is refused at RCPT TO with 550, as a server refuses a mailbox that does not exist.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  /** The envelope's recipients (RCPT TO), which is where it really went. */
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

/** Recipients at this domain get "550 5.1.1 No such mailbox here" (a permanent refusal). */
export const REFUSED_DOMAIN = "nobody-here.example.test";
export const REFUSED_REPLY = "No such mailbox here";

export class SmtpInbox {
  readonly received: ReceivedEmail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** Starts listening (on `port`, or the previous port after a stop, or any free one); returns the SMTP_URL. */
  async start(port = this.port): Promise<string> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
      onRcptTo: (address, _session, callback) => {
        if (!address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) return callback();
        callback(Object.assign(new Error(REFUSED_REPLY), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            this.received.push({
              recipients: session.envelope.rcptTo.map((r) => r.address),
              from: parsed.from?.text ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
    return this.url;
  }

  get url(): string {
    return `smtp://postlane:not-a-real-password@127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until a message to `to` has arrived and returns it. */
  async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((m) => m.recipients.includes(to.toLowerCase()) || m.recipients.includes(to));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no email to ${to} arrived within ${timeoutMs} ms (got ${this.received.length} others)`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

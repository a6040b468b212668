// Email on the real database and a real SMTP server in this process (smtp-server, read with mailparser):
// queued mail arrives with its recipients, subject and both parts; a server that is down delays mail and the
// retry delivers it exactly once when it is back; without SMTP_URL the message is kept, marked stored; the
// password in SMTP_URL never reaches the stored error.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { makeWorkspace } from "@/test/factories";
import { REFUSED_DOMAIN, REFUSED_REPLY, SmtpInbox } from "@/test/email/smtp-inbox";
import { appLink } from "./app-link";
import { EmailOutboxWorker } from "./outbox-worker";
import { queueEmail } from "./queue-email";
import { renderEmail } from "./render-email";
import { redactSmtpSecrets } from "./smtp-transport";

const inbox = new SmtpInbox();
const workers: EmailOutboxWorker[] = [];
// This file's messages belong to its own workspace, and its senders take only those: on a shared PostgreSQL
// (CI) other files queue mail at the same time.
let workspaceId = "";

function startWorker(retryDelaysMs: number[] = [100, 100, 100]) {
  const worker = new EmailOutboxWorker({ sweepIntervalMs: 50, workspaceIds: [workspaceId], deps: { retryDelaysMs }, log: () => {} });
  workers.push(worker);
  worker.start();
  return worker;
}

function useSmtp(url: string | undefined) {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnv();
}

async function waitForStatus(id: string, status: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`message stayed ${row.status} (${row.lastError ?? "no error"}), expected ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  workspaceId = (await makeWorkspace()).workspaceId;
  await inbox.start();
  process.env.APP_URL = "https://postlane.example.test/";
  process.env.MAIL_FROM = "Postlane <hello@postlane.example.test>";
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  inbox.received.length = 0;
});

afterAll(async () => {
  await inbox.stop();
  delete process.env.APP_URL;
  delete process.env.MAIL_FROM;
  useSmtp(undefined);
});

function welcome(to: string) {
  const { text, html } = renderEmail({
    heading: "Join <Acme & Co>",
    paragraphs: ["Ada invited you."],
    action: { label: "Accept the invitation", url: appLink("/invite/t0k3n?x=1&y=2") },
    footnote: "The link works for 7 days.",
  });
  return { to, subject: "Join Acme on Postlane", text, html };
}

/** A message whose link carries a live token (as reset, verification and invitation mail do). */
const TOKEN = "Zm9vYmFyYmF6cXV4LXNlY3JldC10b2tlbi0xMjM0NTY3";
function withToken(to: string) {
  const link = appLink(`/reset-password/${TOKEN}`);
  const { text, html } = renderEmail({ heading: "Reset", paragraphs: ["Choose a new password."], action: { label: "Choose", url: link } });
  return { to, subject: "Reset your Postlane password", text, html, secretLink: link };
}

describe("renderEmail and appLink", () => {
  it("builds absolute links from APP_URL and escapes every value in the HTML part", () => {
    resetEnv();
    expect(appLink("/invite/abc")).toBe("https://postlane.example.test/invite/abc");
    expect(appLink("x")).toBe("https://postlane.example.test/x");
    const { text, html } = welcome("a@example.test");
    expect(text).toContain("Join <Acme & Co>");
    expect(text).toContain("Accept the invitation: https://postlane.example.test/invite/t0k3n?x=1&y=2");
    expect(text.trimEnd().endsWith("— Postlane")).toBe(true);
    expect(html).toContain("Join &lt;Acme &amp; Co&gt;");
    expect(html).not.toContain("<Acme");
    expect(html).toContain('href="https://postlane.example.test/invite/t0k3n?x=1&amp;y=2"');
    expect(html).not.toMatch(/<img|<script|<link/i);
  });
});

describe("sending through SMTP", () => {
  it("delivers a queued message with its recipient, subject, sender, text and HTML parts", async () => {
    useSmtp(inbox.url);
    startWorker();
    const { id } = await queueEmail({ workspaceId, kind: "test", message: welcome("ada@example.test") });
    const mail = await inbox.waitFor("ada@example.test");
    expect(mail.recipients).toEqual(["ada@example.test"]);
    expect(mail.subject).toBe("Join Acme on Postlane");
    expect(mail.from).toContain("hello@postlane.example.test");
    expect(mail.text).toContain("https://postlane.example.test/invite/t0k3n?x=1&y=2");
    expect(mail.html).toContain('href="https://postlane.example.test/invite/t0k3n?x=1&amp;y=2"');
    const row = await waitForStatus(id, "sent");
    expect(row.attempts).toBe(1);
    expect(row.sentAt).not.toBeNull();
    expect(row.claimedBy).toBeNull();
  });

  it("keeps retrying while the SMTP server is down and delivers exactly once when it is back", async () => {
    useSmtp(inbox.url);
    await inbox.stop();
    startWorker([150, 150, 150, 150, 150, 150]);
    const { id } = await queueEmail({ workspaceId, kind: "test", message: welcome("bob@example.test") });

    const deadline = Date.now() + 10_000;
    let row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    while (row.attempts < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    }
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(["queued", "sending"]).toContain(row.status);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.lastError).not.toContain("not-a-real-password");
    expect(inbox.received).toHaveLength(0);

    await inbox.start();
    await inbox.waitFor("bob@example.test");
    const sent = await waitForStatus(id, "sent");
    await new Promise((r) => setTimeout(r, 500));
    expect(inbox.received.filter((m) => m.recipients.includes("bob@example.test"))).toHaveLength(1);
    expect(sent.lastError).toBeNull();
  });

  it("marks the message failed after the last attempt, with the reason", async () => {
    useSmtp("smtp://127.0.0.1:1");
    startWorker([50, 50]);
    const { id } = await queueEmail({ workspaceId, kind: "test", message: welcome("cy@example.test") });
    const row = await waitForStatus(id, "failed");
    expect(row.attempts).toBe(3);
    expect(row.nextAttemptAt).toBeNull();
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("fails a recipient the server refuses outright (550) at the first attempt, with the server's reason", async () => {
    useSmtp(inbox.url);
    startWorker([100, 100, 100]);
    const { id } = await queueEmail({ workspaceId, kind: "test", message: welcome(`gone@${REFUSED_DOMAIN}`) });
    const row = await waitForStatus(id, "failed");
    expect(row.attempts).toBe(1);
    expect(row.nextAttemptAt).toBeNull();
    expect(row.lastError).toContain(REFUSED_REPLY);
    expect(inbox.received).toHaveLength(0);
  });

  it("sends a message queued while no sender ran (the sweep finds it)", async () => {
    useSmtp(inbox.url);
    const { id } = await queueEmail({ workspaceId, kind: "test", message: welcome("dee@example.test") });
    expect((await db.emailMessage.findUniqueOrThrow({ where: { id } })).status).toBe("queued");
    startWorker();
    await inbox.waitFor("dee@example.test");
    await waitForStatus(id, "sent");
  });
});

describe("without SMTP_URL", () => {
  it("composes and keeps the message, marked not sent, and never sends it", async () => {
    useSmtp(undefined);
    startWorker();
    const { id } = await queueEmail({ workspaceId, kind: "test", message: welcome("eve@example.test") });
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("stored");
    expect(row.lastError).toMatch(/no SMTP server is configured/);
    expect(row.text).toContain("https://postlane.example.test/invite/t0k3n");
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.received).toHaveLength(0);
  });
});

describe("no live token at rest", () => {
  it("stores the text redacted, keeps the link encrypted only until sent, and delivers the real link", async () => {
    useSmtp(inbox.url);
    const { id } = await queueEmail({ workspaceId, kind: "password-reset", message: withToken("fay@example.test") });
    const queued = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(queued.text).toContain("https://postlane.example.test/reset-password/[redacted]");
    expect(queued.html).toContain('href="https://postlane.example.test/reset-password/[redacted]"');
    expect(JSON.stringify(queued)).not.toContain(TOKEN);
    expect(queued.secretLink).toMatch(/^v1\./);

    startWorker();
    const mail = await inbox.waitFor("fay@example.test");
    expect(mail.text).toContain(`Choose: https://postlane.example.test/reset-password/${TOKEN}`);
    expect(mail.html).toContain(`href="https://postlane.example.test/reset-password/${TOKEN}"`);
    expect(mail.text).not.toContain("[redacted]");
    const sent = await waitForStatus(id, "sent");
    expect(sent.secretLink).toBeNull();
    expect(sent.text).toContain("/reset-password/[redacted]");
  });

  it("drops the encrypted link when delivery gives up", async () => {
    useSmtp("smtp://127.0.0.1:1");
    startWorker([50]);
    const { id } = await queueEmail({ workspaceId, kind: "password-reset", message: withToken("gus@example.test") });
    const row = await waitForStatus(id, "failed");
    expect(row.secretLink).toBeNull();
  });

  it("without SMTP keeps no token at all, only the redacted copy", async () => {
    useSmtp(undefined);
    const { id } = await queueEmail({ workspaceId, kind: "password-reset", message: withToken("hal@example.test") });
    const row = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("stored");
    expect(row.secretLink).toBeNull();
    expect(row.text).toContain("/reset-password/[redacted]");
    expect(JSON.stringify(row)).not.toContain(TOKEN);
  });

  it("refuses a message whose token appears outside its secret link", async () => {
    useSmtp(undefined);
    const message = { ...withToken("ian@example.test"), text: `Your code is ${TOKEN}` };
    await expect(queueEmail({ workspaceId, kind: "password-reset", message })).rejects.toThrow(/token appears outside/);
  });
});

describe("redactSmtpSecrets", () => {
  it("removes the password and user of SMTP_URL from any message", () => {
    useSmtp("smtp://mailer:s3cr%40t-pass@mail.example.test:587");
    const out = redactSmtpSecrets("Invalid login for mailer with s3cr@t-pass via smtp://mailer:s3cr%40t-pass@mail.example.test:587");
    expect(out).not.toContain("s3cr");
    expect(out).not.toContain("mailer");
  });
});

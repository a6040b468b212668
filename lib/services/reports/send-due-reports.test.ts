// The scheduled analytics report on the real database and a real SMTP server in this process: owners and admins
// set it (others may not; bad addresses are a 400 naming the entry); when due, one outbox message per recipient
// carries the PDF, the schedule moves on and a second run sends nothing; the outbox sender delivers the PDF as an
// attachment, and a send that fails while the server is down is retried and arrives once it is back.
import "@/test/use-database";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { EmailOutboxWorker } from "@/lib/email/outbox-worker";
import { resetEnv } from "@/lib/env";
import { pdfText } from "@/test/analytics/pdf-text";
import { SmtpInbox } from "@/test/email/smtp-inbox";
import { makeWorkspace } from "@/test/factories";
import { getReportSchedule } from "./get-report-schedule";
import { nextSendAfter } from "./report-cadence";
import { REPORT_EMAIL_KIND, sendDueReports } from "./send-due-reports";
import { setReportSchedule } from "./set-report-schedule";

const inbox = new SmtpInbox();
const workers: EmailOutboxWorker[] = [];
let ws: Awaited<ReturnType<typeof makeWorkspace>>;
const as = (role: "owner" | "admin" | "manager" | "viewer") => ({ kind: "user" as const, userId: role === "owner" ? ws.owner.id : ws.members[role]!.id });

function useSmtp(url: string | undefined) {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnv();
}

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Makes the workspace's schedule due now (as if its Monday had come). */
const makeDue = () => db.reportSchedule.update({ where: { workspaceId: ws.workspaceId }, data: { nextSendAt: new Date(Date.now() - 1000) } });

beforeAll(async () => {
  ws = await makeWorkspace(["admin", "manager", "viewer"]);
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { name: "Client Report Co" } });
  const post = await db.post.create({
    data: {
      workspaceId: ws.workspaceId,
      platforms: ["bluesky"],
      caption: "Weekly highlight",
      status: "published",
      publishedAt: new Date(Date.now() - 86_400_000),
    },
  });
  await db.metricSnapshot.create({ data: { postId: post.id, workspaceId: ws.workspaceId, platform: "bluesky", fetchedAt: new Date(), likes: 41, reposts: 1 } });
  await inbox.start();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  inbox.received.length = 0;
});

afterAll(async () => {
  await inbox.stop();
  useSmtp(undefined);
});

describe("report cadence", () => {
  it("weekly on the next Monday at 07:00 UTC, monthly on the next 1st", () => {
    expect(nextSendAfter("weekly", new Date("2026-11-29T10:00:00Z")).toISOString()).toBe("2026-11-30T07:00:00.000Z"); // a Sunday
    expect(nextSendAfter("weekly", new Date("2026-11-30T06:59:00Z")).toISOString()).toBe("2026-11-30T07:00:00.000Z");
    expect(nextSendAfter("weekly", new Date("2026-11-30T07:00:00Z")).toISOString()).toBe("2026-12-07T07:00:00.000Z");
    expect(nextSendAfter("monthly", new Date("2026-11-29T10:00:00Z")).toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(nextSendAfter("monthly", new Date("2026-12-31T23:00:00Z")).toISOString()).toBe("2027-01-01T07:00:00.000Z");
    expect(nextSendAfter("monthly", new Date("2027-01-01T06:00:00Z")).toISOString()).toBe("2027-01-01T07:00:00.000Z");
  });
});

describe("setReportSchedule", () => {
  it("owners and admins choose recipients and cadence; managers and viewers may not; bad input names the entry", async () => {
    const now = new Date("2026-11-29T10:00:00Z");
    const set = await setReportSchedule({
      workspaceId: ws.workspaceId,
      actor: as("admin"),
      input: { cadence: "weekly", recipients: [" Client@Example.test ", "client@example.test", "boss@example.test"] },
      now,
    });
    expect(set).toEqual({
      canEdit: true,
      schedule: { cadence: "weekly", recipients: ["client@example.test", "boss@example.test"], nextSendAt: "2026-11-30T07:00:00.000Z", lastSentAt: null },
    });
    // A viewer reads that there is one, without the addresses.
    expect(await getReportSchedule({ workspaceId: ws.workspaceId, actor: as("viewer") })).toMatchObject({
      canEdit: false,
      schedule: { cadence: "weekly", recipients: ["", ""] },
    });
    for (const role of ["manager", "viewer"] as const) {
      await expect(
        setReportSchedule({ workspaceId: ws.workspaceId, actor: as(role), input: { cadence: "monthly", recipients: ["x@example.test"] } }),
      ).rejects.toMatchObject({ status: 403, message: `Your role (${role}) cannot choose who gets the scheduled analytics report; it needs admin or above` });
    }
    const outsider = await makeWorkspace();
    await expect(
      setReportSchedule({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: outsider.owner.id }, input: { cadence: "off" } }),
    ).rejects.toMatchObject({ status: 404 });
    const bad = (input: unknown) => setReportSchedule({ workspaceId: ws.workspaceId, actor: as("owner"), input });
    await expect(bad({ cadence: "weekly", recipients: ["ok@example.test", "not an address"] })).rejects.toMatchObject({
      status: 400,
      message: "recipients[1]: must be an email address",
    });
    await expect(bad({ cadence: "weekly", recipients: [] })).rejects.toMatchObject({ status: 400, message: "recipients: add at least one email address" });
    await expect(bad({ cadence: "daily", recipients: ["a@example.test"] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^cadence: /),
    });
    // Only the recipients change: the next sending time stays.
    const kept = await setReportSchedule({
      workspaceId: ws.workspaceId,
      actor: as("owner"),
      input: { cadence: "weekly", recipients: ["client@example.test"] },
    });
    expect(kept.schedule?.nextSendAt).toBe("2026-11-30T07:00:00.000Z");
  });
});

describe("sendDueReports", () => {
  it("queues the PDF to each recipient once, moves the schedule on, and the outbox delivers it as an attachment", async () => {
    useSmtp(inbox.url);
    await setReportSchedule({
      workspaceId: ws.workspaceId,
      actor: as("owner"),
      input: { cadence: "weekly", recipients: ["client@example.test", "boss@example.test"] },
    });
    // Not due yet: nothing.
    expect(await sendDueReports({ workspaceIds: [ws.workspaceId] })).toBe(0);
    await makeDue();
    const before = Date.now();
    expect(await sendDueReports({ workspaceIds: [ws.workspaceId] })).toBe(2);
    // Claimed: a second run (another instance) sends nothing.
    expect(await sendDueReports({ workspaceIds: [ws.workspaceId] })).toBe(0);
    const schedule = await db.reportSchedule.findUniqueOrThrow({ where: { workspaceId: ws.workspaceId } });
    expect(schedule.nextSendAt.getTime()).toBeGreaterThan(before);
    expect(schedule.nextSendAt.getUTCDay()).toBe(1);
    expect(schedule.lastSentAt).not.toBeNull();

    const rows = await db.emailMessage.findMany({ where: { workspaceId: ws.workspaceId, kind: REPORT_EMAIL_KIND }, orderBy: { to: "asc" } });
    expect(rows.map((r) => [r.to, r.status, r.attachmentContentType])).toEqual([
      ["boss@example.test", "queued", "application/pdf"],
      ["client@example.test", "queued", "application/pdf"],
    ]);
    expect(rows[0].attachmentName).toMatch(/^analytics-client-report-co-7d-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(Buffer.from(rows[0].attachment!).subarray(0, 5).toString()).toBe("%PDF-");
    expect(rows[0].subject).toBe("Client Report Co: weekly analytics report");

    const worker = new EmailOutboxWorker({ sweepIntervalMs: 50, workspaceIds: [ws.workspaceId], log: () => {} });
    workers.push(worker);
    worker.start();
    const mail = await inbox.waitFor("client@example.test");
    expect(mail.subject).toBe("Client Report Co: weekly analytics report");
    expect(mail.text).toContain("The weekly analytics report of Client Report Co is attached");
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect([attachment.filename, attachment.contentType]).toEqual([rows[1].attachmentName, "application/pdf"]);
    const { text } = await pdfText(new Uint8Array(attachment.content));
    expect(text).toContain("Client Report Co");
    expect(text).toMatch(/Last 7 days: /);
    expect(text).toMatch(/Likes\s+41\b/);
    expect(text).toContain("Weekly highlight");
    await inbox.waitFor("boss@example.test");
    await waitFor(
      () => db.emailMessage.findMany({ where: { workspaceId: ws.workspaceId, kind: REPORT_EMAIL_KIND }, select: { status: true } }),
      (all) => all.every((m) => m.status === "sent"),
      "both report messages sent",
    );
  });

  it("a send that fails while the SMTP server is down is retried, visible in the outbox, and arrives with its PDF", async () => {
    useSmtp(inbox.url);
    await setReportSchedule({ workspaceId: ws.workspaceId, actor: as("owner"), input: { cadence: "monthly", recipients: ["later@example.test"] } });
    await makeDue();
    await inbox.stop();
    expect(await sendDueReports({ workspaceIds: [ws.workspaceId] })).toBe(1);
    const worker = new EmailOutboxWorker({
      sweepIntervalMs: 50,
      workspaceIds: [ws.workspaceId],
      deps: { retryDelaysMs: [150, 150, 150, 150, 150, 150] },
      log: () => {},
    });
    workers.push(worker);
    worker.start();
    const failing = await waitFor(
      () => db.emailMessage.findFirstOrThrow({ where: { workspaceId: ws.workspaceId, to: "later@example.test" } }),
      (row) => row.attempts >= 1 && row.lastError !== null && row.status === "queued",
      "a failed attempt",
    );
    expect(failing.lastError).toMatch(/ECONNREFUSED|connect/i);
    await inbox.start();
    const mail = await inbox.waitFor("later@example.test");
    expect(mail.subject).toBe("Client Report Co: monthly analytics report");
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual([failing.attachmentName]);
    expect(failing.attachmentName).toMatch(/-30d-/);
  });
});

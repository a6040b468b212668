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
import { nextSendAfter, reportRange } from "./report-cadence";
import { REPORT_EMAIL_KIND, sendDueReports, sendReportNow } from "./send-due-reports";
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

/** Sets the schedule as of `now` (a fixed clock): its next sending time follows from it. */
const schedule = (cadence: "weekly" | "monthly", recipients: string[], now: Date) =>
  setReportSchedule({ workspaceId: ws.workspaceId, actor: as("owner"), input: { cadence: "off" } }).then(() =>
    setReportSchedule({ workspaceId: ws.workspaceId, actor: as("owner"), input: { cadence, recipients }, now }),
  );

beforeAll(async () => {
  ws = await makeWorkspace(["admin", "manager", "viewer"]);
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { name: "Client Report Co", timeZone: "Europe/Berlin" } });
  const post = await db.post.create({
    data: {
      workspaceId: ws.workspaceId,
      platforms: ["bluesky"],
      caption: "Weekly highlight",
      status: "published",
      publishedAt: new Date("2026-11-18T12:00:00Z"), // a Wednesday
    },
  });
  // Sunday 22 Nov 23:30 in Berlin: still that week there, though Monday in UTC+2 and beyond.
  const late = await db.post.create({
    data: { workspaceId: ws.workspaceId, platforms: ["bluesky"], caption: "Sunday late", status: "published", publishedAt: new Date("2026-11-22T22:30:00Z") },
  });
  await db.metricSnapshot.create({ data: { postId: late.id, workspaceId: ws.workspaceId, platform: "bluesky", fetchedAt: new Date(), likes: 2 } });
  // Monday 23 Nov 00:30 in Berlin: the next week.
  const next = await db.post.create({
    data: { workspaceId: ws.workspaceId, platforms: ["bluesky"], caption: "Monday early", status: "published", publishedAt: new Date("2026-11-22T23:30:00Z") },
  });
  await db.metricSnapshot.create({ data: { postId: next.id, workspaceId: ws.workspaceId, platform: "bluesky", fetchedAt: new Date(), likes: 500 } });
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
  it("weekly on the next Monday at 07:00 in the workspace's zone, monthly on the next 1st", () => {
    const next = (cadence: "weekly" | "monthly", after: string, zone: string) => nextSendAfter(cadence, new Date(after), zone).toISOString();
    expect(next("weekly", "2026-11-29T10:00:00Z", "UTC")).toBe("2026-11-30T07:00:00.000Z"); // a Sunday
    expect(next("weekly", "2026-11-30T06:59:00Z", "UTC")).toBe("2026-11-30T07:00:00.000Z");
    expect(next("weekly", "2026-11-30T07:00:00Z", "UTC")).toBe("2026-12-07T07:00:00.000Z");
    // Berlin in winter (UTC+1): 07:00 there is 06:00 UTC; already past 07:00 there: the next Monday.
    expect(next("weekly", "2026-11-29T10:00:00Z", "Europe/Berlin")).toBe("2026-11-30T06:00:00.000Z");
    expect(next("weekly", "2026-11-30T06:30:00Z", "Europe/Berlin")).toBe("2026-12-07T06:00:00.000Z");
    // Sunday evening in New York is Monday in UTC: still Monday 07:00 New York (12:00 UTC).
    expect(next("weekly", "2026-11-30T02:00:00Z", "America/New_York")).toBe("2026-11-30T12:00:00.000Z");
    // Kolkata's half hour: Monday 07:00 there is 01:30 UTC.
    expect(next("weekly", "2026-11-29T10:00:00Z", "Asia/Kolkata")).toBe("2026-11-30T01:30:00.000Z");
    // Across the spring change in Europe (29 Mar 2026, UTC+1 to UTC+2): 07:00 local both Mondays.
    expect(next("weekly", "2026-03-23T06:00:00Z", "Europe/Berlin")).toBe("2026-03-30T05:00:00.000Z");
    // Across the autumn change in New York (1 Nov 2026, UTC-4 to UTC-5).
    expect(next("weekly", "2026-10-26T11:00:00Z", "America/New_York")).toBe("2026-11-02T12:00:00.000Z");
    expect(next("monthly", "2026-11-29T10:00:00Z", "UTC")).toBe("2026-12-01T07:00:00.000Z");
    expect(next("monthly", "2026-12-31T23:00:00Z", "UTC")).toBe("2027-01-01T07:00:00.000Z");
    // New Year's Eve 23:00 UTC is already 1 Jan in Tokyo, before 07:00 there.
    expect(next("monthly", "2026-12-31T20:00:00Z", "Asia/Tokyo")).toBe("2026-12-31T22:00:00.000Z");
    expect(next("monthly", "2026-03-15T10:00:00Z", "Europe/Berlin")).toBe("2026-04-01T05:00:00.000Z"); // after the change
  });

  it("covers the calendar week or month that ended, midnight to midnight where the workspace is, across DST", () => {
    const range = (cadence: "weekly" | "monthly", at: string, zone: string) => {
      const r = reportRange(cadence, new Date(at), zone);
      return [r.from.toISOString(), r.to.toISOString(), r.label, (r.to.getTime() - r.from.getTime()) / 3_600_000];
    };
    expect(range("weekly", "2026-11-30T06:00:00Z", "Europe/Berlin")).toEqual([
      "2026-11-22T23:00:00.000Z",
      "2026-11-29T23:00:00.000Z",
      "Week of 23 Nov 2026",
      168,
    ]);
    // The week of the spring change has 167 hours in Berlin, the week of the autumn change 169.
    expect(range("weekly", "2026-03-30T05:00:00Z", "Europe/Berlin")).toEqual([
      "2026-03-22T23:00:00.000Z",
      "2026-03-29T22:00:00.000Z",
      "Week of 23 Mar 2026",
      167,
    ]);
    expect(range("weekly", "2026-11-02T12:00:00Z", "America/New_York")).toEqual([
      "2026-10-26T04:00:00.000Z",
      "2026-11-02T05:00:00.000Z",
      "Week of 26 Oct 2026",
      169,
    ]);
    // March in Berlin: 31 days less the hour lost.
    expect(range("monthly", "2026-04-01T05:00:00Z", "Europe/Berlin")).toEqual([
      "2026-02-28T23:00:00.000Z",
      "2026-03-31T22:00:00.000Z",
      "March 2026",
      31 * 24 - 1,
    ]);
    expect(range("monthly", "2026-12-31T22:00:00Z", "Asia/Tokyo")).toEqual(["2026-11-30T15:00:00.000Z", "2026-12-31T15:00:00.000Z", "December 2026", 31 * 24]);
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
      timeZone: "Europe/Berlin",
      schedule: { cadence: "weekly", recipients: ["client@example.test", "boss@example.test"], nextSendAt: "2026-11-30T06:00:00.000Z", lastSentAt: null },
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
    expect(kept.schedule?.nextSendAt).toBe("2026-11-30T06:00:00.000Z");
  });
});

describe("sendDueReports", () => {
  it("queues the PDF to each recipient once, moves the schedule on, and the outbox delivers it as an attachment", async () => {
    useSmtp(inbox.url);
    // Set on Friday 20 Nov: due Monday 23 Nov 07:00 in Berlin (06:00 UTC).
    await schedule("weekly", ["client@example.test", "boss@example.test"], new Date("2026-11-20T09:00:00Z"));
    // Not due yet at 06:59 Berlin: nothing.
    const ids = [ws.workspaceId];
    expect(await sendDueReports({ workspaceIds: ids, now: new Date("2026-11-23T05:59:00Z") })).toBe(0);
    const mondayMorning = new Date("2026-11-23T06:20:00Z");
    expect(await sendDueReports({ workspaceIds: ids, now: mondayMorning })).toBe(2);
    // Claimed: a second run (another instance) sends nothing.
    expect(await sendDueReports({ workspaceIds: ids, now: mondayMorning })).toBe(0);
    const row = await db.reportSchedule.findUniqueOrThrow({ where: { workspaceId: ws.workspaceId } });
    expect(row.nextSendAt.toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(row.lastSentAt).toEqual(mondayMorning);

    const rows = await db.emailMessage.findMany({ where: { workspaceId: ws.workspaceId, kind: REPORT_EMAIL_KIND }, orderBy: { to: "asc" } });
    expect(rows.map((r) => [r.to, r.status, r.attachmentContentType])).toEqual([
      ["boss@example.test", "queued", "application/pdf"],
      ["client@example.test", "queued", "application/pdf"],
    ]);
    expect(rows[0].attachmentName).toBe("analytics-client-report-co-2026-11-16.pdf");
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
    // Monday 16 to Sunday 22 Nov in Berlin: the Wednesday post and the Sunday 23:30 one, not Monday 00:30's.
    expect(text).toContain("Week of 16 Nov 2026: 16 Nov 2026 - 22 Nov 2026");
    expect(text).toMatch(/Likes\s+43\b/);
    expect(text).toMatch(/Posts\s+2\b/);
    expect(text).toContain("Weekly highlight");
    expect(text).toContain("Sunday late");
    expect(text).not.toContain("Monday early");
    await inbox.waitFor("boss@example.test");
    await waitFor(
      () => db.emailMessage.findMany({ where: { workspaceId: ws.workspaceId, kind: REPORT_EMAIL_KIND }, select: { status: true } }),
      (all) => all.every((m) => m.status === "sent"),
      "both report messages sent",
    );
  });

  it("a send that fails while the SMTP server is down is retried, visible in the outbox, and arrives with its PDF", async () => {
    useSmtp(inbox.url);
    await schedule("monthly", ["later@example.test"], new Date("2026-11-20T09:00:00Z"));
    await inbox.stop();
    expect(await sendDueReports({ workspaceIds: [ws.workspaceId], now: new Date("2026-12-01T06:05:00Z") })).toBe(1);
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
    // November in Berlin.
    expect(failing.attachmentName).toBe("analytics-client-report-co-2026-11-01.pdf");
  });
});

describe("sendReportNow", () => {
  it("sends the last complete period at once and moves the schedule on from then; no schedule is a 404", async () => {
    await schedule("weekly", ["now@example.test"], new Date("2026-11-20T09:00:00Z"));
    // Thursday 26 Nov: the week of 16 Nov is the last complete one.
    expect(await sendReportNow({ workspaceId: ws.workspaceId, now: new Date("2026-11-26T15:00:00Z") })).toBe(1);
    const message = await db.emailMessage.findFirstOrThrow({ where: { workspaceId: ws.workspaceId, to: "now@example.test" } });
    expect(message.attachmentName).toBe("analytics-client-report-co-2026-11-16.pdf");
    const row = await db.reportSchedule.findUniqueOrThrow({ where: { workspaceId: ws.workspaceId } });
    expect(row.nextSendAt.toISOString()).toBe("2026-11-30T06:00:00.000Z");
    const other = await makeWorkspace();
    await expect(sendReportNow({ workspaceId: other.workspaceId })).rejects.toMatchObject({ status: 404 });
  });
});

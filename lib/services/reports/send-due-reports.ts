// Sends the scheduled analytics reports that are due: for each, the PDF of the calendar week or month that
// ended before its sending time, in the workspace's time zone (report-cadence.ts; the same report as the
// Analytics page's download, by the operator: live posts, no sandbox rows) goes into the email outbox, one
// message per recipient with the PDF attached, and the outbox sends and retries it as any email.
//
// Runs in the hourly housekeeping on every instance: the schedule's next_send_at is moved on in the same
// transaction that stores the messages, guarded by the value read, so two instances never send one report
// twice, and a crash before the commit leaves it due for the next run. The PDF is made before the transaction
// (the embedded database has one connection, and the report reads through it).
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { analyticsReportEmail } from "../../email/templates/analytics-report";
import { handOverEmail, queueEmail } from "../../email/queue-email";
import { smtpConfigured } from "../../email/smtp-transport";
import { logger } from "../../observability/logger";
import { systemActor } from "../actor";
import { analyticsPdf, reportPeriodText } from "../analytics/analytics-pdf";
import { collectAnalyticsReport } from "../analytics/collect-analytics-report";
import { reportFilename } from "../analytics/export-analytics";
import { nextSendAfter, reportRange, type ReportCadence } from "./report-cadence";

export const REPORT_EMAIL_KIND = "analytics-report";

export interface SendDueReportsOptions {
  now?: Date;
  /** Only these workspaces' schedules (tests on a shared database). */
  workspaceIds?: string[];
  limit?: number;
}

/** Queues every due report; returns how many messages went into the outbox. */
export async function sendDueReports({ now = new Date(), workspaceIds, limit = 50 }: SendDueReportsOptions = {}): Promise<number> {
  const due = await db.reportSchedule.findMany({
    where: { nextSendAt: { lte: now }, ...(workspaceIds ? { workspaceId: { in: workspaceIds } } : {}) },
    orderBy: { nextSendAt: "asc" },
    take: limit,
    select: { id: true, workspaceId: true, cadence: true, recipients: true, nextSendAt: true },
  });
  let queued = 0;
  for (const schedule of due) {
    try {
      queued += await sendOne(schedule, now);
    } catch (error) {
      // Left due: the next run tries again. The line names the schedule, never the recipients.
      logger().warn({ scheduleId: schedule.id, workspaceId: schedule.workspaceId, err: error }, "scheduled analytics report could not be made");
    }
  }
  return queued;
}

/**
 * The operator's "send it now" (admin CLI `report send`): the workspace's scheduled report goes out at once, with
 * the last complete week or month, and the schedule moves on from now, as if its time had come.
 */
export async function sendReportNow({ workspaceId, now = new Date() }: { workspaceId: string; now?: Date }): Promise<number> {
  const schedule = await db.reportSchedule.findUnique({
    where: { workspaceId },
    select: { id: true, workspaceId: true, cadence: true, recipients: true, nextSendAt: true },
  });
  if (!schedule) throw new NotFoundError("Report schedule");
  return sendOne(schedule, now);
}

async function sendOne(
  schedule: { id: string; workspaceId: string; cadence: ReportCadence; recipients: string[]; nextSendAt: Date },
  now: Date,
): Promise<number> {
  const { timeZone } = await db.workspace.findUniqueOrThrow({ where: { id: schedule.workspaceId }, select: { timeZone: true } });
  // The days of the slot being sent (not of the moment it runs): a report sent late still covers its own week.
  const slot = schedule.nextSendAt < now ? schedule.nextSendAt : now;
  const report = await collectAnalyticsReport({
    workspaceId: schedule.workspaceId,
    actor: systemActor,
    input: { period: "all" },
    now,
    range: reportRange(schedule.cadence, slot, timeZone),
  });
  const pdf = { filename: reportFilename(report, "pdf"), contentType: "application/pdf", content: await analyticsPdf(report) };
  const messages = await db.$transaction(async (tx) => {
    const { count } = await tx.reportSchedule.updateMany({
      where: { id: schedule.id, nextSendAt: schedule.nextSendAt },
      data: { nextSendAt: nextSendAfter(schedule.cadence, now, timeZone), lastSentAt: now },
    });
    if (count === 0) return []; // another instance sent it, or the schedule changed meanwhile
    const ids: { id: string }[] = [];
    for (const to of schedule.recipients) {
      const message = analyticsReportEmail({
        to,
        workspaceId: schedule.workspaceId,
        workspaceName: report.workspace.name,
        periodText: reportPeriodText(report),
        cadence: schedule.cadence,
        pdf,
      });
      ids.push(await queueEmail({ workspaceId: schedule.workspaceId, kind: REPORT_EMAIL_KIND, message }, tx));
    }
    return ids;
  });
  if (smtpConfigured()) for (const { id } of messages) await handOverEmail(id);
  return messages.length;
}

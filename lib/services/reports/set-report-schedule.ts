// Owners and admins choose who gets the analytics report by email (any addresses, members or not: a client)
// and how often; cadence "off" stops it. Changing only the recipients keeps the next sending time; a new
// cadence starts from its next slot (report-cadence.ts).
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { actorUserId, type Actor } from "../actor";
import { requireRole } from "../workspaces/require-role";
import { getReportSchedule, REPORT_SCHEDULE_ACTION, REPORT_SCHEDULE_MIN_ROLE, type ReportScheduleView } from "./get-report-schedule";
import { nextSendAfter, REPORT_CADENCES } from "./report-cadence";

export const REPORT_RECIPIENTS_MAX = 20;

const recipient = z
  .string({ error: "must be an email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "must be an email address" }).max(254, { error: "must be at most 254 characters" }));

const setReportScheduleInput = z.discriminatedUnion(
  "cadence",
  [
    z.strictObject({ cadence: z.literal("off") }),
    z.strictObject({
      cadence: z.enum(REPORT_CADENCES),
      recipients: z
        .array(recipient, { error: "must be a list of email addresses" })
        .min(1, { error: "add at least one email address" })
        .max(REPORT_RECIPIENTS_MAX, { error: `must have at most ${REPORT_RECIPIENTS_MAX} addresses` }),
    }),
  ],
  { error: "must be weekly, monthly or off" },
);

export async function setReportSchedule({
  workspaceId,
  actor,
  input,
  now = new Date(),
}: {
  workspaceId: string;
  actor: Actor;
  input: unknown;
  now?: Date;
}): Promise<ReportScheduleView> {
  const data = parseInput(setReportScheduleInput, input);
  await requireRole(workspaceId, actor, REPORT_SCHEDULE_MIN_ROLE, REPORT_SCHEDULE_ACTION);
  if (data.cadence === "off") {
    await db.reportSchedule.deleteMany({ where: { workspaceId } });
  } else {
    const recipients = [...new Set(data.recipients)];
    const existing = await db.reportSchedule.findUnique({ where: { workspaceId }, select: { cadence: true } });
    const { timeZone } = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { timeZone: true } });
    const nextSendAt = nextSendAfter(data.cadence, now, timeZone);
    const sameCadence = existing?.cadence === data.cadence;
    await db.reportSchedule.upsert({
      where: { workspaceId },
      create: { workspaceId, cadence: data.cadence, recipients, nextSendAt, updatedByUserId: actorUserId(actor) },
      update: { cadence: data.cadence, recipients, ...(sameCadence ? {} : { nextSendAt }), updatedByUserId: actorUserId(actor) },
    });
  }
  return getReportSchedule({ workspaceId, actor });
}

// The workspace's scheduled analytics report as the Analytics page shows it: cadence, recipients and the next
// sending time, and whether this person may change it (owners and admins: set-report-schedule.ts).
import { roleAtLeast } from "../../auth/roles";
import { db } from "../../db";
import type { Actor } from "../actor";
import { roleInWorkspace } from "../workspaces/require-role";
import type { ReportCadence } from "./report-cadence";

/** Who may choose the recipients and cadence: one rule for every door (action, page). */
export const REPORT_SCHEDULE_MIN_ROLE = "admin" as const;
export const REPORT_SCHEDULE_ACTION = "choose who gets the scheduled analytics report";

export interface ReportScheduleView {
  schedule: { cadence: ReportCadence; recipients: string[]; nextSendAt: string; lastSentAt: string | null } | null;
  canEdit: boolean;
  /** The workspace's zone, where 07:00 and the calendar week or month are (report-cadence.ts). */
  timeZone: string;
}

export async function getReportSchedule({ workspaceId, actor }: { workspaceId: string; actor: Actor }): Promise<ReportScheduleView> {
  const role = await roleInWorkspace(workspaceId, actor);
  const canEdit = role === "system" || roleAtLeast(role, REPORT_SCHEDULE_MIN_ROLE);
  const row = await db.reportSchedule.findUnique({ where: { workspaceId }, select: { cadence: true, recipients: true, nextSendAt: true, lastSentAt: true } });
  const { timeZone } = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { timeZone: true } });
  if (!row) return { schedule: null, canEdit, timeZone };
  return {
    // The addresses are people's: shown to those who choose them; the others see how many.
    schedule: {
      cadence: row.cadence,
      recipients: canEdit ? row.recipients : row.recipients.map(() => ""),
      nextSendAt: row.nextSendAt.toISOString(),
      lastSentAt: row.lastSentAt?.toISOString() ?? null,
    },
    canEdit,
    timeZone,
  };
}

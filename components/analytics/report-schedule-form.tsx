"use client";

// "Email this report": owners and admins send the PDF report to any addresses (a client, a boss) every week or
// month, through the outbox. Others see whether one goes out, without the addresses.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { setReportScheduleAction } from "@/lib/actions/analytics";
import type { ReportScheduleView } from "@/lib/services/reports/get-report-schedule";

type Cadence = "off" | "weekly" | "monthly";
const CADENCE_TEXT = { weekly: "every Monday (the week before)", monthly: "on the 1st of each month (the month before)" } as const;

export function ReportScheduleForm({ workspaceId, initial }: { workspaceId: string; initial: ReportScheduleView }) {
  const router = useRouter();
  const f = useTimeFormat();
  const ids = { cadence: useId(), recipients: useId(), hint: useId() };
  const [view, setView] = useState(initial);
  const [cadence, setCadence] = useState<Cadence>(initial.schedule?.cadence ?? "off");
  const [recipients, setRecipients] = useState(initial.schedule?.recipients.join(", ") ?? "");
  const [pending, setPending] = useState(false);
  const current = view.schedule;

  if (!view.canEdit) {
    return (
      <p className="text-xs text-slate-500" data-testid="report-schedule">
        {current
          ? `A PDF report is emailed to ${current.recipients.length} address${current.recipients.length === 1 ? "" : "es"} ${CADENCE_TEXT[current.cadence]}.`
          : "No scheduled report. Owners and admins can email this report to a client every week or month."}
      </p>
    );
  }

  async function save() {
    setPending(true);
    try {
      const list = recipients
        .split(/[\s,;]+/)
        .map((r) => r.trim())
        .filter(Boolean);
      const result = await setReportScheduleAction(workspaceId, cadence === "off" ? { cadence } : { cadence, recipients: list });
      if (!result.ok) return void toast.error(result.error);
      setView(result.data);
      toast.success(cadence === "off" ? "The scheduled report is off" : `The report will be emailed ${CADENCE_TEXT[cadence]}`);
      router.refresh();
    } catch {
      toast.error("Could not reach the server; the schedule was not changed.");
    } finally {
      setPending(false);
    }
  }

  return (
    <details className="rounded-xl border border-slate-200 bg-white px-4 py-3" data-testid="report-schedule">
      <summary className="cursor-pointer text-sm font-medium">
        Email this report{" "}
        <span className="font-normal text-slate-500">
          {current ? `: ${current.cadence}, next ${f.dateTime(current.nextSendAt)}, to ${current.recipients.length}` : ": off"}
        </span>
      </summary>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm" htmlFor={ids.cadence}>
          <span className="block text-slate-700">How often</span>
          <select
            id={ids.cadence}
            value={cadence}
            onChange={(e) => setCadence(e.target.value as Cadence)}
            disabled={pending}
            className="block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            <option value="off">Off</option>
            <option value="weekly">Weekly (Mondays)</option>
            <option value="monthly">Monthly (the 1st)</option>
          </select>
        </label>
        <label className="min-w-64 flex-1 text-sm" htmlFor={ids.recipients}>
          <span className="block text-slate-700">Send to</span>
          <input
            id={ids.recipients}
            value={recipients}
            onChange={(e) => setRecipients(e.target.value)}
            disabled={pending || cadence === "off"}
            placeholder="client@example.com, boss@example.com"
            aria-describedby={ids.hint}
            className="block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
        </label>
        <Button onClick={() => void save()} disabled={pending}>
          Save
        </Button>
      </div>
      <p id={ids.hint} className="mt-1 text-xs text-slate-500">
        Any email addresses, separated by commas (at most 20). The PDF of live posts goes out at 07:00 in the workspace&apos;s time zone ({view.timeZone}) with
        the calendar week or month there; sandbox accounts&apos; posts are never in it.
      </p>
    </details>
  );
}

"use client";

// One account's posting schedule: its time zone and weekly posting times. A time is added for one day, every
// weekday or every day; each change is saved at once. Best times from the workspace's own results are
// offered as one-click additions once there is enough data.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { getJson } from "@/components/ui/get-json";
import { useTimeFormat } from "@/components/ui/viewer-time";
import type { BestTime } from "@/lib/services/schedules/best-times";
import type { AccountSchedule } from "@/lib/services/schedules/posting-schedules";
import { normalizeSlots, type Slot } from "@/lib/services/schedules/slots";
import { zoneLabel } from "@/lib/time/time-zone";
import { ZonePicker } from "@/components/ui/zone-picker";

export const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const SHORT = DAY_NAMES.map((d) => d.slice(0, 3));
const DAY_CHOICES = [
  { value: "weekdays", label: "Every weekday", days: [1, 2, 3, 4, 5] },
  { value: "everyday", label: "Every day", days: [1, 2, 3, 4, 5, 6, 7] },
  ...DAY_NAMES.map((name, i) => ({ value: String(i + 1), label: name, days: [i + 1] })),
];

const inputClass = "rounded-md border border-slate-300 px-2 py-1.5 text-sm";

export function ScheduleEditor({
  workspaceId,
  schedule,
  defaultZone,
  zones,
  canEdit,
  onSave,
}: {
  workspaceId: string;
  schedule: AccountSchedule;
  /** The workspace's default zone, where a schedule without one starts. */
  defaultZone: string;
  /** The zones the server accepts. */
  zones: string[];
  canEdit: boolean;
  onSave: (next: { timeZone: string; slots: Slot[] }) => Promise<boolean>;
}) {
  const [dayChoice, setDayChoice] = useState("weekdays");
  const [time, setTime] = useState("09:00");
  const [saving, setSaving] = useState(false);
  const f = useTimeFormat();
  const timeZone = schedule.timeZone ?? defaultZone;
  const name = `${networkLabel(schedule.platform)} @${schedule.platformUsername}`;
  const idPrefix = `schedule-${schedule.accountId}`;

  async function save(slots: Slot[], zone = timeZone) {
    setSaving(true);
    try {
      await onSave({ timeZone: zone, slots: normalizeSlots(slots) });
    } finally {
      setSaving(false);
    }
  }

  const add = (days: number[], at: string) => save([...schedule.slots, ...days.map((day) => ({ day, time: at }))]);
  const has = (slot: Slot) => schedule.slots.some((s) => s.day === slot.day && s.time === slot.time);
  // The workspace's best hours, seen in this schedule's zone (one query per zone, shared by the accounts in it).
  const best = useQuery({
    queryKey: ["best-times", workspaceId, timeZone],
    queryFn: async ({ signal }) => (await getJson<{ bestTimes: BestTime[] }>("/api/queue/best-times", { workspace: workspaceId, timeZone }, signal)).bestTimes,
    enabled: canEdit,
    staleTime: 10 * 60_000,
  });
  const suggestions = (best.data ?? []).filter((b) => !has(b));

  return (
    <section aria-label={`Posting schedule of ${name}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-busy={saving}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{name}</h3>
        <span className="flex items-center gap-2 text-sm">
          <label htmlFor={`${idPrefix}-zone`} className="text-slate-600">
            Time zone
          </label>
          <ZonePicker
            id={`${idPrefix}-zone`}
            zones={zones}
            value={timeZone}
            disabled={!canEdit || saving}
            onChange={(next) => void save(schedule.slots, next)}
          />
        </span>
      </div>

      {schedule.slots.length === 0 ? (
        <p className="text-sm text-slate-500">No posting times yet: posts for this account cannot be added to the queue.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Posting times of ${name}`}>
          {schedule.slots.map((slot) => (
            <li
              key={`${slot.day}-${slot.time}`}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-slate-700 tabular-nums"
            >
              {SHORT[slot.day - 1]} {f.wallTime(slot.time)}
              {canEdit ? (
                <button
                  type="button"
                  className="rounded-full px-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={`Remove ${DAY_NAMES[slot.day - 1]} ${f.wallTime(slot.time)}`}
                  disabled={saving}
                  onClick={() => void save(schedule.slots.filter((s) => s !== slot))}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {canEdit ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void add(DAY_CHOICES.find((c) => c.value === dayChoice)!.days, time);
          }}
        >
          <span className="space-y-1">
            <label htmlFor={`${idPrefix}-days`} className="block text-xs text-slate-600">
              Days
            </label>
            <select id={`${idPrefix}-days`} className={inputClass} value={dayChoice} onChange={(e) => setDayChoice(e.target.value)}>
              {DAY_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </span>
          <span className="space-y-1">
            <label htmlFor={`${idPrefix}-time`} className="block text-xs text-slate-600">
              Time <span className="text-slate-500">· {zoneLabel(timeZone)}</span>
            </label>
            <input id={`${idPrefix}-time`} type="time" required className={inputClass} value={time} onChange={(e) => setTime(e.target.value)} />
          </span>
          <Button type="submit" size="sm" disabled={saving || !/^\d\d:\d\d$/.test(time)}>
            Add posting time
          </Button>
        </form>
      ) : null}

      {canEdit && suggestions.length > 0 ? (
        <div className="text-xs text-slate-600">
          <p className="mb-1 font-medium">Best times from your results ({zoneLabel(timeZone)}):</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={`Suggested times for ${name}`}>
            {suggestions.map((b) => (
              <li key={`${b.day}-${b.time}`}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={saving}
                  onClick={() => void add([b.day], b.time)}
                  title={`${b.engagementPerPost} engagements per post over ${b.posts} posts`}
                >
                  + {SHORT[b.day - 1]} {f.wallTime(b.time)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

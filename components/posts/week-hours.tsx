"use client";

// The calendar's week with hour rows (issue 38): seven day columns of 24 one-hour slots in the viewer's zone,
// each post in the slot of its hour. A slot is a drop target: a scheduled post dropped on 14:00 goes out at
// 14:00 that day in the viewer's zone (calendar-reschedule.ts, atHour). The rows scroll sideways on a phone.
import { useDroppable } from "@dnd-kit/core";
import { TZDate } from "@date-fns/tz";
import type { ReactNode } from "react";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { dayKey } from "./calendar-dates";
import { slotId } from "./calendar-reschedule";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

// No accessible name of its own (a div may not carry one): the drag announcements name the day and hour.
function HourSlot({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div
      ref={setNodeRef}
      data-slot={id}
      className={`h-12 overflow-y-auto border-t border-slate-100 px-0.5 py-0.5 ${isOver ? "bg-brand-50 ring-2 ring-brand-500 ring-inset" : ""}`}
    >
      {children}
    </div>
  );
}

export function WeekHours<E extends { key: string; at: Date }>({
  days,
  byDay,
  zone,
  todayKey,
  renderEntry,
  renderCompose,
}: {
  days: Date[];
  byDay: Map<string, E[]>;
  zone: string;
  todayKey: string;
  renderEntry: (entry: E) => ReactNode;
  renderCompose: (day: Date, hasEntries: boolean) => ReactNode;
}) {
  const f = useTimeFormat();
  const hourOf = (at: Date) => new TZDate(at.getTime(), zone).getHours();
  return (
    <div className="flex overflow-x-auto" data-testid="week-hours">
      <div aria-hidden className="w-14 shrink-0 border-r border-slate-100 text-right text-[11px] text-slate-500">
        <div className="h-16" />
        {HOURS.map((hour) => (
          <div key={hour} className="h-12 border-t border-transparent pr-1.5 tabular-nums">
            {f.time(new TZDate(days[0].getFullYear(), days[0].getMonth(), days[0].getDate(), hour, zone))}
          </div>
        ))}
      </div>
      <ol className="grid min-w-[42rem] flex-1 grid-cols-7">
        {days.map((day) => {
          const key = dayKey(day, zone);
          const entries = byDay.get(key) ?? [];
          return (
            <li key={key} data-day={key} aria-label={f.dayHeading(day)} className="min-w-0 border-r border-slate-100">
              <div className="h-16 px-1 pt-1 text-xs text-slate-600">
                <span className="flex items-center gap-1">
                  <span
                    className={`inline-flex size-6 items-center justify-center rounded-full tabular-nums ${key === todayKey ? "bg-brand-600 font-semibold text-white" : ""}`}
                  >
                    {day.getDate()}
                  </span>
                  <span>{f.weekday(day)}</span>
                </span>
                {renderCompose(day, entries.length > 0)}
              </div>
              {HOURS.map((hour) => {
                const inHour = entries.filter((entry) => hourOf(entry.at) === hour);
                return (
                  <HourSlot key={hour} id={slotId(key, hour)}>
                    <ul className="space-y-0.5">
                      {inHour.map((entry) => (
                        <li key={entry.key}>{renderEntry(entry)}</li>
                      ))}
                    </ul>
                  </HourSlot>
                );
              })}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

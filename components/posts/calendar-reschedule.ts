// Moving a scheduled post on the calendar, without React: what may move, where a drop or a key press puts
// it (the same time of day, in the viewer's zone, on the new day), and when an empty day's "new post" is.
import { TZDate } from "@date-fns/tz";
import type { PostRow } from "./types";

/** Only a live post still waiting for its time can be moved; published, queued and test rows are history. */
export function canReschedule(post: Pick<PostRow, "status" | "mode" | "scheduledAt">, canEdit: boolean, now = new Date()): boolean {
  return canEdit && post.mode === "live" && post.status === "scheduled" && post.scheduledAt !== null && new Date(post.scheduledAt) > now;
}

/** The same wall-clock time (in `zone`) on `day`, so a 09:30 post dropped on Friday goes out Friday at 09:30. */
export function onDay(at: Date, day: Date, zone: string): Date {
  const t = new TZDate(at.getTime(), zone);
  const d = new TZDate(day.getTime(), zone);
  return new Date(new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), t.getHours(), t.getMinutes(), t.getSeconds(), zone).getTime());
}

/** Alt+arrows move a focused post: left/right a day, up/down a week. */
export function daysForKey(event: { key: string; altKey: boolean }): number | null {
  if (!event.altKey) return null;
  return { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key] ?? null;
}

/** A new post for an empty day: 09:00 that day in `zone`, or the next full hour when that is later (today). */
export function newPostTime(day: Date, now: Date, zone: string): Date | null {
  const d = new TZDate(day.getTime(), zone);
  const n = new TZDate(now.getTime(), zone);
  const nineAm = new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), 9, zone);
  const nextHour = new TZDate(n.getFullYear(), n.getMonth(), n.getDate(), n.getHours() + 1, zone);
  const at = nineAm > now ? nineAm : nextHour;
  const endOfDay = new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + 1, zone);
  return at < endOfDay ? new Date(at.getTime()) : null;
}

/** The drop target of one hour of a day in the week view: "2026-12-08@14". */
export function slotId(dayKey: string, hour: number): string {
  return `${dayKey}@${String(hour).padStart(2, "0")}`;
}

/** A week slot's day key and hour, or null for a month view's day ("2026-12-08"). */
export function parseSlotId(id: string): { dayKey: string; hour: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2})@(\d{2})$/.exec(id);
  return match ? { dayKey: match[1], hour: Number(match[2]) } : null;
}

/** `hour`:00 on `day` in `zone`: a post dropped on the week's 14:00 row goes out at 14:00 there. */
export function atHour(day: Date, hour: number, zone: string): Date {
  const d = new TZDate(day.getTime(), zone);
  return new Date(new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), hour, 0, 0, zone).getTime());
}

// A posting schedule's slots, without the database: their shape (ISO weekday 1–7 and "HH:MM" in the
// schedule's time zone), and the instants they fall on between two times. The time zone arithmetic (which
// UTC instant is Tuesday 09:30 in Europe/Berlin, across daylight-saving changes) is @date-fns/tz's.
import { TZDate } from "@date-fns/tz";
import { postingSlot, type PostingSlot } from "../../schemas/queue";

export type Slot = PostingSlot;

/** Sorted by day and time, each slot once. */
export function normalizeSlots(slots: Slot[]): Slot[] {
  const unique = new Map(slots.map((s) => [`${s.day}-${s.time}`, s]));
  return [...unique.values()].sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
}

/** Stored JSON -> slots, dropping anything malformed (the services only ever write valid ones). */
export function readSlots(json: unknown): Slot[] {
  return Array.isArray(json) ? json.flatMap((s) => (postingSlot.safeParse(s).success ? [s as Slot] : [])) : [];
}

const DAY_MS = 86_400_000;

/** Every instant in [from, until) at which one of the slots falls, in order. */
export function slotTimes(slots: Slot[], zone: string, from: Date, until: Date): Date[] {
  if (slots.length === 0) return [];
  const times: Date[] = [];
  // Walk calendar days in the schedule's zone, from the day `from` falls on.
  const start = new TZDate(from.getTime(), zone);
  for (let offset = 0; ; offset++) {
    const day = new TZDate(start.getFullYear(), start.getMonth(), start.getDate() + offset, zone);
    if (day.getTime() >= until.getTime() + DAY_MS) break;
    const isoDay = day.getDay() === 0 ? 7 : day.getDay();
    for (const s of slots) {
      if (s.day !== isoDay) continue;
      const [hours, minutes] = s.time.split(":").map(Number) as [number, number];
      const at = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, zone).getTime());
      if (at >= from && at < until) times.push(at);
    }
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

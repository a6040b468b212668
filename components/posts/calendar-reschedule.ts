// Moving a scheduled post on the calendar, without React: what may move, where a drop or a key press puts
// it (the same time of day, in the viewer's zone, on the new day), and when an empty day's "new post" is.
import type { PostRow } from "./types";

/** Only a live post still waiting for its time can be moved; published, queued and test rows are history. */
export function canReschedule(post: Pick<PostRow, "status" | "mode" | "scheduledAt">, canEdit: boolean, now = new Date()): boolean {
  return canEdit && post.mode === "live" && post.status === "scheduled" && post.scheduledAt !== null && new Date(post.scheduledAt) > now;
}

/** The same wall-clock time on `day` (local), so a 09:30 post dropped on Friday goes out Friday at 09:30. */
export function onDay(at: Date, day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), at.getHours(), at.getMinutes(), at.getSeconds());
}

/** Alt+arrows move a focused post: left/right a day, up/down a week. */
export function daysForKey(event: { key: string; altKey: boolean }): number | null {
  if (!event.altKey) return null;
  return { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key] ?? null;
}

/** A new post for an empty day: 09:00 that day, or the next full hour when that is later (today). */
export function newPostTime(day: Date, now = new Date()): Date | null {
  const nineAm = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9);
  const nextHour = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  const at = nineAm > now ? nineAm : nextHour;
  const endOfDay = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  return at < endOfDay ? at : null;
}

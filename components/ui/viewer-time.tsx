"use client";

// The viewer's zone, locale and hour cycle as the server resolved them for this request (lib/session/viewer-time.ts),
// for every client component that writes a date: they format with these, never with the browser's defaults,
// so the first HTML and the hydrated page read the same. Also reports the browser's own zone to the server.
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import * as format from "@/lib/time/format";
import { currentZoneName } from "@/lib/time/time-zone";
import type { ViewerTime } from "@/lib/time/viewer-time";
import { TIME_ZONE_COOKIE } from "@/lib/time-zone-cookie";

const ViewerTimeContext = createContext<ViewerTime | null>(null);

export function ViewerTimeProvider({ value, correctable, children }: { value: ViewerTime; correctable: boolean; children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    // The browser is the only place that knows where the person is: a cookie tells the next server render.
    const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!reported) return;
    const zone = currentZoneName(reported);
    const before = document.cookie.split("; ").find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`));
    document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=31536000; samesite=lax`;
    // A page rendered in a guessed zone (no cookie yet on a first visit) is rendered again in the real one;
    // a zone the person chose on their profile stays whatever the browser says.
    if (correctable && zone !== value.timeZone && before !== `${TIME_ZONE_COOKIE}=${zone}`) router.refresh();
  }, [correctable, value.timeZone, router]);
  return <ViewerTimeContext.Provider value={value}>{children}</ViewerTimeContext.Provider>;
}

/** The viewer's time; outside any provider (never in the app), UTC in US English. */
export function useViewerTime(): ViewerTime {
  return useContext(ViewerTimeContext) ?? FALLBACK;
}

const FALLBACK: ViewerTime = { timeZone: "UTC", locale: "en-US", hourCycle: "h12" };

/** The formatters of lib/time/format.ts bound to the viewer: `const f = useTimeFormat(); f.dateTime(post.scheduledAt)`. */
export function useTimeFormat() {
  const vt = useViewerTime();
  return useMemo(() => boundFormatters(vt), [vt]);
}

function boundFormatters(vt: ViewerTime) {
  type DateInput = Date | string | number;
  return {
    viewer: vt,
    date: (value: DateInput | null | undefined) => format.formatDate(vt, value),
    dateTime: (value: DateInput | null | undefined) => format.formatDateTime(vt, value),
    time: (value: DateInput) => format.formatTime(vt, value),
    wallTime: (hhmm: string) => format.formatWallTime(vt, hhmm),
    dayHeading: (value: DateInput) => format.formatDayHeading(vt, value),
    weekday: (value: DateInput) => format.formatWeekday(vt, value),
    monthYear: (value: DateInput) => format.formatMonthYear(vt, value),
    shortDay: (value: DateInput) => format.formatShortDay(vt, value),
    calendarDate: (ymd: string, style: "day" | "month") => format.formatCalendarDate(vt, ymd, style),
    number: (value: number) => format.formatNumber(vt, value),
    compactNumber: (value: number) => format.formatCompactNumber(vt, value),
    timeAgo: (value: DateInput, now?: number) => format.formatTimeAgo(vt, value, now),
  };
}

export type TimeFormat = ReturnType<typeof boundFormatters>;

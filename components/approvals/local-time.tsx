"use client";

// An instant in the viewer's own time zone and locale, resolved on the server for this request
// (ViewerTimeProvider), so the server's HTML and the hydrated page read the same.
import { useTimeFormat } from "@/components/ui/viewer-time";

export function LocalTime({ iso }: { iso: string }) {
  const f = useTimeFormat();
  return <time dateTime={iso}>{f.dateTime(iso)}</time>;
}

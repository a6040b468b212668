"use client";

// "Times in America/Los Angeles": said beside every list of times (posts, calendar, notifications), so a
// person reading 9:00 knows whose 9:00 it is. The viewer's zone, as the server resolved it for this request.
import { useViewerTime } from "@/components/ui/viewer-time";
import { zoneLabel } from "@/lib/time/time-zone";

export function ShownZone({ className = "" }: { className?: string }) {
  const { timeZone } = useViewerTime();
  return (
    <span data-testid="shown-zone" className={`text-xs text-slate-500 ${className}`.trim()}>
      Times in {zoneLabel(timeZone)}
    </span>
  );
}

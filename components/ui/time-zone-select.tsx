"use client";

// A choice of IANA time zone. The list comes from the server (its runtime validates the choice, and the
// browser's own list may differ by a renamed zone, which would change the options on hydration).
import type { SelectHTMLAttributes } from "react";
import { zoneLabel } from "@/lib/time/time-zone";

export function TimeZoneSelect({
  zones,
  value,
  ...props
}: { zones: string[]; value: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "children">) {
  // A stored zone this runtime no longer lists (renamed since) stays visible rather than silently changing.
  const options = zones.includes(value) ? zones : [value, ...zones];
  return (
    <select value={value} {...props}>
      {options.map((zone) => (
        <option key={zone} value={zone}>
          {zoneLabel(zone)}
        </option>
      ))}
    </select>
  );
}

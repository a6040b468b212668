"use client";

// A choice of IANA time zone. The list comes from the server (its runtime validates the choice, and the
// browser's own list may differ by a renamed zone, which would change the options on hydration).
//
// Until someone reaches for it (focus, a pointer pressed on it, a key pressed in it), the select holds only the
// chosen zone. The Queue page shows one per account and one for the workspace: with four accounts, their some
// 420 options each came to over 2,000 elements in its HTML, all hydrated before the page answered. The full
// list is rendered synchronously in those events' handlers, before the browser opens the list, so a person
// sees every zone as before. Its width is fixed, so the select does not widen when its list arrives.
import { useState, type SelectHTMLAttributes } from "react";
import { flushSync } from "react-dom";
import { zoneLabel } from "@/lib/time/time-zone";

export function TimeZoneSelect({
  zones,
  value,
  onFocus,
  onPointerDown,
  onKeyDown,
  className,
  ...props
}: { zones: string[]; value: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "children">) {
  const [listed, setListed] = useState(false);
  // flushSync: the options must be in the DOM when this handler returns, before the browser shows the list.
  const list = () => {
    if (!listed) flushSync(() => setListed(true));
  };
  // A stored zone this runtime no longer lists (renamed since) stays visible rather than silently changing.
  const all = zones.includes(value) ? zones : [value, ...zones];
  const options = listed ? all : [value];
  return (
    <select
      value={value}
      onFocus={(e) => {
        list();
        onFocus?.(e);
      }}
      onPointerDown={(e) => {
        list();
        onPointerDown?.(e);
      }}
      // A select focused before the page hydrated gets no focus event afterwards: its first key lists the zones.
      onKeyDown={(e) => {
        list();
        onKeyDown?.(e);
      }}
      className={`w-60 max-w-full min-w-0 ${className ?? ""}`}
      {...props}
    >
      {options.map((zone) => (
        <option key={zone} value={zone}>
          {zoneLabel(zone)}
        </option>
      ))}
    </select>
  );
}

"use client";

// The one way to choose a time zone (profile, workspace, posting schedules, the import's "Read times in"): a
// searchable combobox whose list is grouped by region, each zone with its offset from UTC now, and first of all
// "Use my browser's zone (…)". The list is rendered only while open, so a page with several pickers (the Queue
// page has one per account) sends one text field each, and the browser's zone and the offsets, which only the
// browser knows at the moment it is opened, never differ between the server's HTML and hydration.
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { currentZoneName, zoneLabel } from "@/lib/time/time-zone";
import { groupZones, zoneChoice, zoneMatches } from "@/lib/time/zone-groups";

export interface ZonePickerProps {
  /** The input's id, for a <label htmlFor>. */
  id?: string;
  /** Every zone that may be chosen (the server's list, which validates the choice). */
  zones: string[];
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
  className?: string;
}

interface Item {
  zone: string;
  key: string;
}

function browserZone(zones: string[]): string | null {
  const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!reported) return null;
  const zone = currentZoneName(reported);
  return zones.includes(zone) ? zone : null;
}

export function ZonePicker({ id, zones, value, onChange, disabled, className }: ZonePickerProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [browser, setBrowser] = useState<string | null>(null);

  const groups = useMemo(() => (open ? groupZones(zones, query) : []), [open, zones, query]);
  // Every option in the order the keyboard walks them: the browser's zone first, then each group's zones.
  const items: Item[] = useMemo(() => {
    if (!open) return [];
    const list: Item[] = browser && (query.trim() === "" || zoneMatches(zoneChoice(browser), query)) ? [{ zone: browser, key: "browser" }] : [];
    for (const group of groups) for (const choice of group.zones) list.push({ zone: choice.zone, key: choice.zone });
    return list;
  }, [open, browser, groups, query]);
  const showBrowser = items[0]?.key === "browser";

  function show() {
    if (open || disabled) return;
    setBrowser(browserZone(zones));
    setQuery("");
    setActive(0);
    setOpen(true);
  }

  function pick(zone: string) {
    setOpen(false);
    setQuery("");
    if (zone !== value) onChange(zone);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (items.length === 0 ? 0 : (i + step + items.length) % items.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const item = items[active];
      if (item) pick(item.zone);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setQuery("");
    }
  }

  const optionId = (key: string) => `${ownId}-option-${key.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  const activeItem = open ? items[active] : undefined;
  let index = showBrowser ? 1 : 0;

  return (
    <div className={`relative w-72 max-w-full min-w-0 ${className ?? ""}`.trim()}>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={open && items.length > 0}
        aria-controls={open && items.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? optionId(activeItem.key) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        // Closed, it says the chosen zone; open, it holds the search (empty at first, the zone as its hint).
        value={open ? query : zoneLabel(value)}
        placeholder={open ? `${zoneLabel(value)} — type a city, region or offset` : undefined}
        onFocus={show}
        onClick={show}
        onChange={(e) => {
          if (!open) show();
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setQuery("");
        }}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:bg-slate-50 disabled:text-slate-500"
      />
      {open && items.length > 0 ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Time zones"
          className="absolute z-30 mt-1 max-h-80 w-full min-w-72 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
          // The input keeps focus while a pointer picks an option (a blur would close the list first).
          onMouseDown={(e) => e.preventDefault()}
        >
          {browser && showBrowser ? (
            <div
              id={optionId("browser")}
              role="option"
              aria-selected={active === 0}
              onClick={() => pick(browser)}
              className={`cursor-pointer border-b border-slate-100 px-3 py-1.5 font-medium text-brand-700 ${active === 0 ? "bg-brand-50" : ""}`}
            >
              Use my browser’s zone ({browser})
            </div>
          ) : null}
          {groups.map((group) => (
            <div key={group.region} role="group" aria-labelledby={`${ownId}-region-${group.region}`}>
              <div id={`${ownId}-region-${group.region}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-500 uppercase">
                {group.region}
              </div>
              {group.zones.map((choice) => {
                const at = index++;
                return (
                  <div
                    key={choice.zone}
                    id={optionId(choice.zone)}
                    role="option"
                    aria-selected={at === active}
                    data-zone={choice.zone}
                    onClick={() => pick(choice.zone)}
                    onMouseMove={() => setActive(at)}
                    className={`flex cursor-pointer justify-between gap-3 px-3 py-1 ${at === active ? "bg-brand-50" : ""} ${choice.zone === value ? "font-medium" : ""}`}
                  >
                    <span>{choice.place}</span> <span className="text-slate-500 tabular-nums">{choice.offset}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      ) : null}
      {open && items.length === 0 ? (
        <p role="status" className="absolute z-30 mt-1 w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-500 shadow-lg">
          No zone matches “{query}”.
        </p>
      ) : null}
    </div>
  );
}

// Who is looking, as far as dates go: their time zone, their locale and whether they read 12 h or 24 h clocks.
// Resolved once per request on the server and handed to the browser unchanged, so both format every date
// with the same three values and hydration never changes a character.

type HourCycle = "h12" | "h23";

export interface ViewerTime {
  /** IANA zone every instant is shown in. */
  timeZone: string;
  /** BCP 47 locale dates and numbers are written in (en-US, en-GB, fr…). */
  locale: string;
  /** 12 h ("9:00 AM") or 24 h ("09:00"), from the locale. */
  hourCycle: HourCycle;
}

/** The locale of a request without Accept-Language (a script, a test's bare fetch). */
const DEFAULT_LOCALE = "en-US";

/** The first language of an Accept-Language header that this runtime can format dates in. */
export function localeFromAcceptLanguage(header: string | null | undefined): string {
  const tags = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.tag !== "*" && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a well-formed language tag: try the next one.
    }
  }
  return DEFAULT_LOCALE;
}

/** Whether people of this locale read clocks 12 h or 24 h (en-US 12 h; en-GB, fr, de 24 h). */
export function hourCycleOf(locale: string): HourCycle {
  const cycle = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h11" || cycle === "h12" ? "h12" : "h23";
}

export function viewerTime(timeZone: string, locale: string): ViewerTime {
  return { timeZone, locale, hourCycle: hourCycleOf(locale) };
}

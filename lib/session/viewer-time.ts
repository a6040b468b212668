// The viewer's time zone and locale for this request, resolved once and passed down (house style, "Time and
// place"): their profile's zone, else the zone their browser left in a cookie, else the workspace's default,
// else UTC; the locale from Accept-Language. Server components format with it, and the layouts hand the same
// value to the browser (ViewerTimeProvider), so hydration formats identically.
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { detectUserTimeZone } from "@/lib/services/users/set-user-time-zone";
import { TIME_ZONE_COOKIE } from "@/lib/time-zone-cookie";
import { currentZoneName, isTimeZone } from "@/lib/time/time-zone";
import { localeFromAcceptLanguage, viewerTime, type ViewerTime } from "@/lib/time/viewer-time";
import { getSessionUser } from "@/lib/session/session";

/** Where the zone came from; the browser corrects any zone but the person's own choice. */
type ZoneSource = "profile" | "browser" | "workspace" | "default";

type ResolvedViewerTime = ViewerTime & { zoneSource: ZoneSource };

/** `workspaceZone`: the default of the workspace the page is in, when there is one. Cached per request and argument. */
export const getViewerTime = cache(async (workspaceZone?: string): Promise<ResolvedViewerTime> => {
  const [cookieStore, headerList, user] = await Promise.all([cookies(), headers(), getSessionUser()]);
  const locale = localeFromAcceptLanguage(headerList.get("accept-language"));
  const reported = cookieStore.get(TIME_ZONE_COOKIE)?.value;
  const browserZone = reported && isTimeZone(reported) ? currentZoneName(reported) : null;
  if (user?.timeZone) return { ...viewerTime(user.timeZone, locale), zoneSource: "profile" };
  if (user && browserZone) {
    // The first signed-in page with a zone reported stores it: from now on it is the person's own.
    const stored = await detectUserTimeZone({ userId: user.id, timeZone: browserZone });
    return { ...viewerTime(stored, locale), zoneSource: "profile" };
  }
  if (browserZone) return { ...viewerTime(browserZone, locale), zoneSource: "browser" };
  if (workspaceZone && isTimeZone(workspaceZone)) return { ...viewerTime(workspaceZone, locale), zoneSource: "workspace" };
  return { ...viewerTime("UTC", locale), zoneSource: "default" };
});

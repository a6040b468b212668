// The zone the viewer's browser reports (written by ViewerTimeProvider, the only code that knows it), read by
// the next server render (lib/session/viewer-time.ts) until the person has a zone of their own.
export const TIME_ZONE_COOKIE = "postlane-tz";

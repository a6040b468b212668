// The viewer's time zone, written by the app shell in the browser (the only place that knows it) so that the
// next server render can cut days the way the browser will: the analytics page renders its figures at once.
export const TIME_ZONE_COOKIE = "postlane-tz";

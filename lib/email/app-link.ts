// Links inside emails point at the address people reach the app on (APP_URL), never at the request's host:
// mail is composed by background work too, and a Host header is the sender's to choose.
import { appUrl } from "../env";

/** The absolute URL of `path` (e.g. `/invite/abc`) on this Postlane. */
export function appLink(path: string): string {
  return `${appUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}

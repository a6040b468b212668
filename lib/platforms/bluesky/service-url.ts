// Which server an account talks to. BLUESKY_API_BASE_URL redirects every account (tests, e2e, a private
// network); otherwise the account's own PDS from its DID document, then the server it logged in at, then the
// bsky.social entryway.
import { networkSetting } from "../../env";
import { publicHostFetch } from "../../net/public-host-fetch";

/**
 * How every Bluesky server is reached: the PDS is named by the user or by their DID document, so only public
 * hosts (or the operator's BLUESKY_API_BASE_URL) are contacted.
 */
export const blueskyFetch = publicHostFetch({ network: "bluesky" });

export const DEFAULT_BLUESKY_SERVICE = "https://bsky.social";

export function blueskyServiceUrl(settings: Record<string, unknown> = {}): string {
  const override = networkSetting("bluesky", "API_BASE_URL");
  if (override) return trimSlash(override);
  for (const key of ["pdsUrl", "serviceUrl"]) {
    const value = settings[key];
    if (typeof value === "string" && URL.canParse(value)) return trimSlash(value);
  }
  return DEFAULT_BLUESKY_SERVICE;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

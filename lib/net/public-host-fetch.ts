// `fetch` for servers a person named (a Mastodon instance, a Bluesky PDS or the PDS its DID document points
// to): the same rule as media fetching (safe-fetch.ts), so a user cannot aim the server at its own network.
// http(s) only; every address the host resolves to must be public (public-address.ts: no loopback, private,
// link-local, CGNAT, NAT64, IPv4-mapped …), and the connection is pinned to the addresses checked (DNS
// rebinding cannot swap them; a redirect elsewhere still connects only to them). Exempt, as for media: hosts
// in POSTLANE_MEDIA_ALLOWED_HOSTS (an internal server, the tests' stand-ins) and the operator's own
// <NETWORK>_API_BASE_URL, which replaces the named server entirely.
import { Agent } from "undici";
import { env, networkSetting } from "../env";
import { checkedAddresses, isAllowedHost, pinnedLookup, SafeFetchError, type Resolver } from "./safe-fetch";

export interface PublicHostOptions {
  /** Network whose <NETWORK>_API_BASE_URL origin is trusted as the operator's own. */
  network?: string;
  /** Name resolution (tests); the system resolver by default. */
  resolve?: Resolver;
}

function isExempt(url: URL, network: string | undefined): boolean {
  if (isAllowedHost(url, env().POSTLANE_MEDIA_ALLOWED_HOSTS)) return true;
  const override = network ? networkSetting(network, "API_BASE_URL") : undefined;
  return override !== undefined && URL.canParse(override) && new URL(override).origin === url.origin;
}

/** Throws SafeFetchError (bad_url, unresolvable, blocked_address) unless `url` may be contacted; else the pinned addresses (null: exempt). */
export async function checkPublicHost(rawUrl: string | URL, options: PublicHostOptions = {}) {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SafeFetchError("bad_url", `${JSON.stringify(String(rawUrl))} is not a URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SafeFetchError("bad_url", `${url.protocol} URLs cannot be reached; use https`);
  if (isExempt(url, options.network)) return null;
  try {
    return await checkedAddresses(url, { resolve: options.resolve });
  } catch (error) {
    if (error instanceof SafeFetchError && error.code === "blocked_address") {
      throw new SafeFetchError("blocked_address", `${url.host} is not a public server: ${error.message.split(";")[0]}`);
    }
    throw error;
  }
}

/** A fetch that only reaches public hosts (see above); refusals reject with SafeFetchError before any connection. */
export function publicHostFetch(options: PublicHostOptions = {}): typeof fetch {
  return async (input, init) => {
    const target = input instanceof Request ? input.url : input;
    const addresses = await checkPublicHost(target, options);
    if (!addresses) return fetch(input, init);
    // One dispatcher per request: its connections may only go to this host's checked addresses.
    const dispatcher = new Agent({ connect: { lookup: pinnedLookup(addresses) } });
    const response = await fetch(input, { ...init, dispatcher } as RequestInit);
    // Closes its connection once the answer has been read, instead of keeping it alive unused.
    dispatcher.close().catch(() => {});
    return response;
  };
}

// The address a request came from, for limits counted per client (sign-in attempts, failed API keys).
// The production server stamps each request with the socket's address in PEER_ADDRESS_HEADER (replacing any
// such header a client sent). With POSTLANE_TRUSTED_PROXY_HOPS proxies in front, the client is the entry that
// many hops from the right of X-Forwarded-For plus the peer: the entries further left were written by the
// client itself and cannot be trusted. Under `next dev` there is no stamp and Next fills X-Forwarded-For with
// the socket address when the client sent none; the last entry is used then.
import { env } from "../env";

export const PEER_ADDRESS_HEADER = "x-postlane-peer";

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  // Fetch Headers, or the API front's headers over node:http's (node-request.ts), which are not undici's.
  if (typeof headers.get === "function") return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Exclude<HeaderBag, Headers>)[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address, so one client has one key. */
function normalize(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

export function clientAddress(headers: HeaderBag, hops = env().POSTLANE_TRUSTED_PROXY_HOPS): string {
  const forwarded = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const peer = header(headers, PEER_ADDRESS_HEADER);
  const chain = peer ? [...forwarded, peer] : forwarded;
  const chosen = peer ? chain[Math.max(0, chain.length - 1 - hops)] : chain[chain.length - 1];
  return chosen ? normalize(chosen) : "unknown";
}

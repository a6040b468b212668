// A server address a person typed (a Mastodon instance, a self-hosted Bluesky PDS) that Postlane will call from
// its own network: only public https origins, never localhost, private, link-local or single-label names. When
// the network's <NETWORK>_API_BASE_URL is set (tests, a private deployment) every call goes there instead, so
// any name is accepted. (Names are checked as written; DNS answers are not re-checked here.)
import { networkSetting } from "../../env";
import { BadRequestError } from "../../errors";

export function publicServerOrigin(network: string, raw: string, field: string, example: string): string {
  const url = new URL(raw);
  const origin = `${url.protocol}//${url.host.toLowerCase()}`;
  if (networkSetting(network, "API_BASE_URL")) return origin;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  const privateHost =
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    (!host.includes(".") && !host.includes(":")) ||
    /^(127\.|10\.|192\.168\.|169\.254\.|0\.|172\.(1[6-9]|2\d|3[01])\.)/.test(host) ||
    host === "::1" ||
    /^(fc|fd|fe80)/.test(host);
  if (url.protocol !== "https:" || privateHost) throw new BadRequestError(`${field}: must be the public https address of ${example}`);
  return origin;
}

// A server address a person typed (a Mastodon instance, a self-hosted Bluesky PDS) that Postlane will call from
// its own network: only public https origins. The name is checked as written (no localhost, single-label or
// private-looking names), then resolved with the same rule as media fetching (lib/net/public-host-fetch.ts):
// every address must be public, which also catches `[::ffff:127.0.0.1]`, 100.64/10, `64:ff9b::…` and names
// like `localhost.` that resolve to loopback. The calls themselves go through that same check, pinned to the
// checked addresses. Exempt: hosts in POSTLANE_MEDIA_ALLOWED_HOSTS (the tests' stand-ins, an internal
// server). When the network's <NETWORK>_API_BASE_URL is set, every call goes there instead and the typed
// server is never contacted, so only its form is checked.
import { env, networkSetting } from "../../env";
import { FieldError } from "../../errors";
import { checkPublicHost } from "../../net/public-host-fetch";
import { isAllowedHost, SafeFetchError } from "../../net/safe-fetch";

function looksPrivate(host: string): boolean {
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    (!host.replace(/\.$/, "").includes(".") && !host.includes(":"))
  );
}

export async function publicServerOrigin(network: string, raw: string, field: string, example: string): Promise<string> {
  const url = new URL(raw);
  const origin = `${url.protocol}//${url.host.toLowerCase()}`;
  if (isAllowedHost(url, env().POSTLANE_MEDIA_ALLOWED_HOSTS)) return origin;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  const refusal = `must be the public https address of ${example}`;
  if (url.protocol !== "https:" || looksPrivate(host.replace(/\.$/, ""))) throw new FieldError(field, refusal);
  if (networkSetting(network, "API_BASE_URL")) return origin;
  try {
    await checkPublicHost(origin);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.code === "unresolvable") throw new FieldError(field, `${url.host} could not be found; check the address`);
    throw new FieldError(field, `${refusal} (${url.host} resolves to a private or reserved address)`);
  }
  return origin;
}

// Where a webhook may be sent, decided in one place for creation, editing and every delivery.
// A host has many spellings: `localhost.` (the fully qualified form, with its trailing dot) is the same
// machine as `localhost`, yet slips past a check of the name; `LOCALHOST`, `127.1` and `0x7f.1` are folded
// by the URL parser already. Rather than chase every spelling of a private name, a trailing dot is refused
// outright (no public webhook receiver needs one), and loopback names and private literals are refused
// unless the operator allowed the host (POSTLANE_WEBHOOK_ALLOWED_HOSTS). Names that merely resolve to a
// private address are caught by the safe fetcher at each delivery.
import net from "node:net";
import { env } from "../env";
import { isPublicAddress } from "../net/public-address";
import { isAllowedHost } from "../net/safe-fetch";

/** A spelling of the host refused at creation and again at each delivery (rows stored before the rule). */
export function webhookHostSpellingProblem(url: URL): string | null {
  return url.hostname.endsWith(".") ? "url: write the host without a trailing dot" : null;
}

/** Why `raw` can never receive webhooks, or null. The message names the `url` field (the API's voice). */
export function webhookUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "url: must be an absolute http or https URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "url: must be an absolute http or https URL";
  if (url.username || url.password) return "url: must not carry credentials";
  const spelling = webhookHostSpellingProblem(url);
  if (spelling) return spelling;
  if (isAllowedHost(url, env().POSTLANE_WEBHOOK_ALLOWED_HOSTS)) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const isPrivateLiteral = net.isIP(host) !== 0 && !isPublicAddress(host);
  if (isPrivateLiteral || host === "localhost" || host.endsWith(".localhost")) {
    return "url: must be a public address (private and loopback hosts need POSTLANE_WEBHOOK_ALLOWED_HOSTS)";
  }
  return null;
}

// An @atproto/api Agent that sends the stored access JWT and never refreshes on its own: the pipeline calls
// refreshToken() and stores the new pair, so a rotated refresh JWT is never lost in memory.
import { Agent } from "@atproto/api";
import { PlatformAuthExpiredError } from "../errors";
import type { AccountContext } from "../types";
import { blueskyFetch, blueskyServiceUrl } from "./service-url";

export function blueskyAgent(account: AccountContext, signal?: AbortSignal): { agent: Agent; did: string } {
  const accessJwt = account.credentials.accessToken;
  if (!accessJwt) throw new PlatformAuthExpiredError("the Bluesky session is missing: reconnect the account");
  const did = account.platformAccountId;
  const service = blueskyServiceUrl(account.settings);
  const agent = new Agent({
    did,
    fetchHandler: (path, init) => {
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${accessJwt}`);
      return blueskyFetch(new URL(path, service), { ...init, headers, signal: init.signal ?? signal });
    },
  });
  return { agent, did };
}

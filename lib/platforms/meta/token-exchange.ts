// Meta's token endpoints. Facebook Login (Facebook Pages, Instagram via its page) has no refresh token: a
// still-valid long-lived user token is exchanged for a fresh one (fb_exchange_token), and page tokens taken
// from a long-lived user token do not expire. Threads refreshes its own long-lived token (th_refresh_token).
// An expired or revoked token cannot be exchanged: Graph answers code 190 and the account must reconnect.
import { z } from "zod";
import { networkSetting } from "../../env";
import { PlatformAuthExpiredError } from "../errors";
import type { RefreshedCredentials } from "../types";
import { graphBaseUrl, graphRootUrl, type MetaProduct } from "./base-url";
import { GraphClient } from "./graph-client";

export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Seconds; absent for tokens that do not expire. */
  expires_in: z.number().optional(),
});

export interface AppCredentials {
  clientId: string;
  clientSecret: string;
}

/** The Meta app behind a product: Instagram is connected through Facebook Login, so it uses the Facebook app
 *  (FACEBOOK_CLIENT_ID / _SECRET, the same prefix as its OAuth config); Threads has its own app id. */
export function metaAppCredentials(product: MetaProduct): AppCredentials | null {
  const prefix = product === "instagram" ? "facebook" : product;
  const clientId = networkSetting(prefix, "CLIENT_ID");
  const clientSecret = networkSetting(prefix, "CLIENT_SECRET");
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

function expiry(expiresIn: number | undefined, now = Date.now()): Date | null {
  return expiresIn !== undefined && expiresIn > 0 ? new Date(now + expiresIn * 1000) : null;
}

function requireApp(product: MetaProduct): AppCredentials {
  const app = metaAppCredentials(product);
  if (!app) {
    throw new PlatformAuthExpiredError(
      `the ${product === "threads" ? "Threads" : "Facebook"} app is not configured on this server (${product === "threads" ? "THREADS" : "FACEBOOK"}_CLIENT_ID and _CLIENT_SECRET), so the token cannot be renewed; reconnect the account`,
    );
  }
  return app;
}

/** fb_exchange_token: a valid (short- or long-lived) user token → a long-lived one (~60 days). */
export async function exchangeFacebookUserToken(product: "instagram" | "facebook", token: string, signal: AbortSignal): Promise<RefreshedCredentials> {
  const app = requireApp(product);
  const client = new GraphClient({ product, accessToken: token, signal, baseUrl: graphBaseUrl(product) });
  const answer = await client.get(
    "oauth/access_token",
    { grant_type: "fb_exchange_token", client_id: app.clientId, client_secret: app.clientSecret, fb_exchange_token: token },
    tokenAnswer,
  );
  return { accessToken: answer.access_token, expiresAt: expiry(answer.expires_in) };
}

/** th_exchange_token: the short-lived token of the OAuth callback → a long-lived one (60 days). */
export async function exchangeThreadsToken(token: string, signal: AbortSignal): Promise<RefreshedCredentials> {
  const app = requireApp("threads");
  const client = new GraphClient({ product: "threads", accessToken: token, signal, baseUrl: graphRootUrl("threads") });
  const answer = await client.get("access_token", { grant_type: "th_exchange_token", client_secret: app.clientSecret }, tokenAnswer);
  return { accessToken: answer.access_token, expiresAt: expiry(answer.expires_in) };
}

/** th_refresh_token: a long-lived token that has not expired → a new one valid for another 60 days. */
export async function refreshThreadsToken(token: string, signal: AbortSignal): Promise<RefreshedCredentials> {
  const client = new GraphClient({ product: "threads", accessToken: token, signal, baseUrl: graphRootUrl("threads") });
  const answer = await client.get("refresh_access_token", { grant_type: "th_refresh_token" }, tokenAnswer);
  return { accessToken: answer.access_token, expiresAt: expiry(answer.expires_in) };
}

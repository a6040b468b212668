// Bluesky sessions from a handle and an app password. createSession is tightly limited (30 per 5 minutes, 300
// a day per account), so we log in once at connect time and afterwards only refresh: the refresh JWT is stored
// encrypted as the account's refresh token, the access JWT as its access token.
import { Agent } from "@atproto/api";
import { z } from "zod";
import { PlatformAuthExpiredError } from "../errors";
import { blueskyFetch } from "./service-url";
import { blueskyError } from "./xrpc-errors";

export interface BlueskySession {
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
  /** The account's own PDS from its DID document, when the server says. */
  pdsUrl: string | null;
  accessExpiresAt: Date | null;
}

const didDoc = z.object({
  service: z.array(z.object({ id: z.string(), type: z.string(), serviceEndpoint: z.unknown() })).optional(),
});

function pdsFrom(doc: unknown): string | null {
  const parsed = didDoc.safeParse(doc);
  const entry = parsed.success ? parsed.data.service?.find((s) => s.id.endsWith("#atproto_pds")) : undefined;
  return typeof entry?.serviceEndpoint === "string" && URL.canParse(entry.serviceEndpoint) ? entry.serviceEndpoint : null;
}

/** The `exp` claim of a JWT, without verifying it (the server does that); null when absent. */
export function jwtExpiry(jwt: string): Date | null {
  const payload = jwt.split(".")[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: unknown };
    return typeof exp === "number" ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

function toSession(data: { did: string; handle: string; accessJwt: string; refreshJwt: string; didDoc?: unknown }): BlueskySession {
  return { ...data, pdsUrl: pdsFrom(data.didDoc), accessExpiresAt: jwtExpiry(data.accessJwt) };
}

export async function createBlueskySession(service: string, identifier: string, appPassword: string, signal?: AbortSignal): Promise<BlueskySession> {
  const agent = new Agent({ service, fetch: (url, init) => blueskyFetch(url, { ...init, signal }) });
  try {
    const { data } = await agent.com.atproto.server.createSession({ identifier, password: appPassword });
    return toSession(data);
  } catch (error) {
    const mapped = blueskyError(error, "the login");
    if (mapped instanceof PlatformAuthExpiredError || (mapped.status === 401 && mapped.kind !== "rate_limited")) {
      throw new PlatformAuthExpiredError("the handle or app password is wrong (create an app password in Bluesky's settings)", { status: 401 });
    }
    throw mapped;
  }
}

/** Trades the refresh JWT for a new pair. The old refresh JWT stops working soon after, so store both at once. */
export async function refreshBlueskySession(service: string, refreshJwt: string, signal?: AbortSignal): Promise<BlueskySession> {
  const agent = new Agent({ service, headers: { authorization: `Bearer ${refreshJwt}` }, fetch: (url, init) => blueskyFetch(url, { ...init, signal }) });
  try {
    const { data } = await agent.com.atproto.server.refreshSession();
    return toSession(data);
  } catch (error) {
    throw blueskyError(error, "refreshing the session");
  }
}

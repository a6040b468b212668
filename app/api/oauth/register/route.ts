import { oauthEndpoint, oauthJson, oauthPreflight } from "@/lib/api/oauth/oauth-endpoint";
import { parseBody } from "@/lib/api/parse-body";
import { clientAddress } from "@/lib/net/client-address";
import { registerOAuthClient } from "@/lib/services/oauth/register-oauth-client";
import { consumeOAuthRegistration } from "@/lib/services/rate-limit/oauth-registration-limit";

export const dynamic = "force-dynamic";

/** A client's metadata is a few URLs and names. */
const MAX_REGISTRATION_BYTES = 64 * 1024;

// POST /api/oauth/register — RFC 7591 dynamic client registration (public clients, rate-limited per address)
export const POST = oauthEndpoint(async (req: Request) => {
  await consumeOAuthRegistration(clientAddress(req.headers));
  const client = await registerOAuthClient({ input: await parseBody(req, { maxBytes: MAX_REGISTRATION_BYTES }) });
  return oauthJson(client, 201);
});

// OPTIONS — CORS preflight for browser-based clients
export const OPTIONS = oauthPreflight("POST");

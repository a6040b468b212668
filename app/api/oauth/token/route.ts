import { oauthEndpoint, oauthJson, oauthPreflight } from "@/lib/api/oauth/oauth-endpoint";
import { readTokenForm } from "@/lib/api/oauth/read-token-form";
import { exchangeAuthorizationCode } from "@/lib/services/oauth/exchange-authorization-code";

export const dynamic = "force-dynamic";

// POST /api/oauth/token — authorization_code grant with PKCE; the access token is an API key
export const POST = oauthEndpoint(async (req: Request) => {
  const tokens = await exchangeAuthorizationCode({ params: await readTokenForm(req) });
  return oauthJson(tokens, 200, { pragma: "no-cache" });
});

// OPTIONS — CORS preflight for browser-based clients
export const OPTIONS = oauthPreflight("POST");

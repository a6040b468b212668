import { oauthEndpoint, oauthJson, oauthPreflight } from "@/lib/api/oauth/oauth-endpoint";
import { authorizationServerMetadata } from "@/lib/api/oauth/oauth-metadata";

export const dynamic = "force-dynamic";

// GET /.well-known/oauth-authorization-server — RFC 8414 metadata (rewritten here by next.config.ts)
export const GET = oauthEndpoint(async () => oauthJson(authorizationServerMetadata(), 200, { "cache-control": "public, max-age=300" }));

// OPTIONS — CORS preflight for browser-based clients
export const OPTIONS = oauthPreflight("GET");

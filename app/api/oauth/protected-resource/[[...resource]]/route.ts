import { oauthEndpoint, oauthJson, oauthPreflight } from "@/lib/api/oauth/oauth-endpoint";
import { protectedResourceMetadata } from "@/lib/api/oauth/oauth-metadata";

export const dynamic = "force-dynamic";

// GET /.well-known/oauth-protected-resource[/<resource path>] — RFC 9728 metadata (rewritten here by next.config.ts)
export const GET = oauthEndpoint(async (_req: Request, context: { params: Promise<{ resource?: string[] }> }) => {
  const { resource = [] } = await context.params;
  const path = resource.length > 0 ? `/${resource.join("/")}` : "";
  const metadata = protectedResourceMetadata(path);
  if (!metadata) return oauthJson({ error: "not_found", error_description: `No protected resource at ${path.slice(0, 200)}` }, 404);
  return oauthJson(metadata, 200, { "cache-control": "public, max-age=300" });
});

// OPTIONS — CORS preflight for browser-based clients
export const OPTIONS = oauthPreflight("GET");

// RFC 7591 dynamic client registration for apps that connect to Postlane (MCP clients, assistants'
// connectors). Public clients only: no secret is issued, whatever method the app asked for, because a
// desktop or browser app cannot keep one; PKCE protects its codes instead. The answer says so
// (token_endpoint_auth_method "none"), which RFC 7591 section 3.2.1 lets a server decide.
import { CustomOAuthError, InvalidClientMetadataError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { OAuthClientMetadataSchema } from "@modelcontextprotocol/sdk/shared/auth.js";
import { redirectUriProblem } from "../../auth/oauth-redirect-uri";
import { db } from "../../db";
import { formatZodError } from "../../errors";
import { newClientId } from "./oauth-grant-rules";

const MAX_NAME_LENGTH = 100;
const MAX_REDIRECT_URIS = 10;

/** RFC 7591 section 3.2.2 has its own code for a bad redirect URI. */
function invalidRedirectUri(message: string) {
  return new CustomOAuthError("invalid_redirect_uri", message);
}

export async function registerOAuthClient({ input }: { input: unknown }) {
  const parsed = OAuthClientMetadataSchema.safeParse(input);
  if (!parsed.success) throw new InvalidClientMetadataError(formatZodError(parsed.error));
  const metadata = parsed.data;
  if (metadata.redirect_uris.length === 0) throw invalidRedirectUri("redirect_uris: at least one is required");
  if (metadata.redirect_uris.length > MAX_REDIRECT_URIS) throw invalidRedirectUri(`redirect_uris: at most ${MAX_REDIRECT_URIS}`);
  for (const uri of metadata.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw invalidRedirectUri(`redirect_uris: ${problem}`);
  }
  if (metadata.grant_types && !metadata.grant_types.includes("authorization_code")) {
    throw new InvalidClientMetadataError("grant_types: only authorization_code is supported");
  }
  if (metadata.response_types && metadata.response_types.some((type) => type !== "code")) {
    throw new InvalidClientMetadataError("response_types: only code is supported");
  }
  const name = (metadata.client_name?.trim() || new URL(metadata.redirect_uris[0]).host).slice(0, MAX_NAME_LENGTH);
  const client = await db.oAuthClient.create({
    data: { clientId: newClientId(), name, redirectUris: [...new Set(metadata.redirect_uris)], clientUri: metadata.client_uri ?? null },
    select: { clientId: true, name: true, redirectUris: true, clientUri: true, createdAt: true },
  });
  return {
    client_id: client.clientId,
    client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
    client_name: client.name,
    redirect_uris: client.redirectUris,
    ...(client.clientUri ? { client_uri: client.clientUri } : {}),
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    ...(metadata.scope ? { scope: metadata.scope } : {}),
  };
}

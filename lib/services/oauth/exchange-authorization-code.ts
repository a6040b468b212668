// The token endpoint's authorization_code grant (RFC 6749 section 4.1.3, PKCE per RFC 7636). The access
// token it issues IS an API key (live, scoped, bound to the workspace, named after the app and linked to
// it), so every rule of the REST API and the MCP server holds for it unchanged, and the API keys page
// lists and revokes it. It is bound to the resource it was asked for (token-audience-policy.ts): a token for
// the MCP server is refused by the REST API, and the other way round. No refresh token: the key lasts until revoked (or the person loses write access),
// as every API key does; a refresh token would add a second secret to keep and rotate for no gain here.
// A code works once. Presented again, the key it produced is revoked (RFC 6749 section 4.1.2: a replayed
// code means someone else may hold it).
import {
  InvalidClientError,
  InvalidGrantError,
  InvalidRequestError,
  InvalidTargetError,
  UnsupportedGrantTypeError,
} from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { forgetCachedApiKeys } from "../../auth/api-key-cache";
import { verifiesS256 } from "../../auth/pkce";
import type { ApiScope } from "../../auth/scopes";
import { db } from "../../db";
import { toAppError } from "../../errors";
import { createApiKey } from "../api-keys/create-api-key";
import { hashAuthorizationCode } from "./oauth-grant-rules";
import { audienceForResource } from "./token-audience-policy";

/** The token request's form fields (absent: undefined). */
export interface TokenRequestParams {
  grant_type?: string;
  code?: string;
  redirect_uri?: string;
  client_id?: string;
  code_verifier?: string;
  resource?: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  scope: string;
}

function required(params: TokenRequestParams, name: keyof TokenRequestParams): string {
  const value = params[name];
  if (!value) throw new InvalidRequestError(`${name} is required`);
  return value;
}

async function revokeKeyOfReplayedCode(apiKeyId: string | null): Promise<void> {
  if (!apiKeyId) return;
  await db.apiKey.updateMany({ where: { id: apiKeyId, revokedAt: null }, data: { revokedAt: new Date() } });
  forgetCachedApiKeys();
}

export async function exchangeAuthorizationCode({ params }: { params: TokenRequestParams }): Promise<TokenResponse> {
  if (params.grant_type !== "authorization_code") {
    throw params.grant_type
      ? new UnsupportedGrantTypeError(`grant_type ${params.grant_type} is not supported; use authorization_code`)
      : new InvalidRequestError("grant_type is required");
  }
  const clientId = required(params, "client_id");
  const code = required(params, "code");
  const verifier = required(params, "code_verifier");

  const client = await db.oAuthClient.findUnique({ where: { clientId }, select: { id: true, name: true } });
  if (!client) throw new InvalidClientError("Unknown client_id; register the client first");
  const grant = await db.oAuthAuthorizationCode.findUnique({ where: { codeHash: hashAuthorizationCode(code) } });
  if (!grant || grant.clientId !== client.id) throw new InvalidGrantError("The authorization code is not valid for this client");
  if (grant.usedAt) {
    await revokeKeyOfReplayedCode(grant.apiKeyId);
    throw new InvalidGrantError("The authorization code was already used; the token issued for it has been revoked");
  }
  if (grant.expiresAt.getTime() <= Date.now()) throw new InvalidGrantError("The authorization code has expired; authorize again");
  if (params.redirect_uri !== grant.redirectUri) throw new InvalidGrantError("redirect_uri does not match the one the code was issued for");
  if (!verifiesS256(verifier, grant.codeChallenge)) throw new InvalidGrantError("code_verifier does not match the code_challenge");
  if (grant.resource !== null && params.resource !== undefined && params.resource !== grant.resource) {
    throw new InvalidTargetError("resource does not match the one the code was issued for");
  }
  // The token opens one door: the resource of the consent (or, without one there, of this request).
  const audience = audienceForResource(grant.resource ?? params.resource);
  if (!audience) throw new InvalidTargetError("resource must be this server's MCP endpoint (/functions/v1/mcp) or REST API (/functions/v1/api)");

  // Claimed before the key is made: of two concurrent exchanges, one wins.
  const claimed = await db.oAuthAuthorizationCode.updateMany({ where: { id: grant.id, usedAt: null }, data: { usedAt: new Date() } });
  if (claimed.count === 0) throw new InvalidGrantError("The authorization code was already used");

  const key = await createApiKey({
    workspaceId: grant.workspaceId,
    actor: { kind: "user", userId: grant.userId },
    input: { name: client.name, mode: grant.mode, scopes: grant.scopes as ApiScope[], draftsOnly: grant.draftsOnly },
    oauthClientId: client.id,
    audience,
  }).catch((error: unknown) => {
    // The person left the workspace or became a viewer since approving: the grant no longer holds.
    const refused = toAppError(error);
    if (refused && (refused.status === 403 || refused.status === 404))
      throw new InvalidGrantError("The person who approved can no longer create keys in that workspace");
    throw error;
  });
  await db.oAuthAuthorizationCode.update({ where: { id: grant.id }, data: { apiKeyId: key.id } });
  return { access_token: key.key, token_type: "Bearer", scope: key.scopes.join(" ") };
}

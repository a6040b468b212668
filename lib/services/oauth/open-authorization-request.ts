// Checks an OAuth authorization request (RFC 6749 section 4.1.1 with PKCE and RFC 8707's resource) before
// the consent page shows it, and again when the person answers. Two kinds of problem, as section 4.1.2.1
// says: while the client or its redirect URI is unknown, the error is shown to the person (redirecting
// would hand it to whoever forged the link); once both are known, errors go back to the app on its
// redirect URI, with the state it sent.
import { API_SCOPES, type ApiScope } from "../../auth/scopes";
import { isS256Challenge } from "../../auth/pkce";
import { db } from "../../db";
import { audienceForResource } from "./token-audience-policy";

/** The query of an authorization request, as strings (absent: undefined). */
export interface AuthorizationRequestParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  scope?: string;
  state?: string;
  resource?: string;
}

export interface AuthorizationRequest {
  client: { id: string; clientId: string; name: string };
  redirectUri: string;
  /** What the app asked for; the person may grant fewer. */
  requestedScopes: ApiScope[];
  codeChallenge: string;
  state?: string;
  resource?: string;
}

export type OpenedAuthorizationRequest =
  | { kind: "ok"; request: AuthorizationRequest }
  /** Shown on the page, never redirected. */
  | { kind: "invalid"; message: string }
  /** Sent back to the app. */
  | { kind: "redirect"; location: string };

/** The app's redirect URI with the OAuth answer in its query (error or code), and the state echoed. */
export function redirectWith(redirectUri: string, fields: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

function parseScopes(scope: string | undefined): ApiScope[] | null {
  // No scope asked for: offer every scope, and the person chooses.
  if (!scope?.trim()) return [...API_SCOPES];
  const asked = [...new Set(scope.trim().split(/\s+/))];
  return asked.every((s) => (API_SCOPES as readonly string[]).includes(s)) ? (asked as ApiScope[]) : null;
}

export async function openAuthorizationRequest({ params }: { params: AuthorizationRequestParams }): Promise<OpenedAuthorizationRequest> {
  if (!params.client_id) return { kind: "invalid", message: "The link that brought you here does not say which app is asking (client_id is missing)." };
  const client = await db.oAuthClient.findUnique({
    where: { clientId: params.client_id },
    select: { id: true, clientId: true, name: true, redirectUris: true },
  });
  if (!client) return { kind: "invalid", message: "The app that sent you here is not registered with Postlane. Start connecting again from the app." };
  const redirectUri = params.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
  if (!redirectUri || !client.redirectUris.includes(redirectUri)) {
    return { kind: "invalid", message: `The app ${client.name} asked to send you to an address it did not register. Start connecting again from the app.` };
  }

  const fail = (error: string, description: string): OpenedAuthorizationRequest => ({
    kind: "redirect",
    location: redirectWith(redirectUri, { error, error_description: description, state: params.state }),
  });
  if (params.response_type !== "code") return fail("unsupported_response_type", "response_type must be code");
  if (!params.code_challenge) return fail("invalid_request", "code_challenge is required (PKCE with S256)");
  if ((params.code_challenge_method ?? "plain") !== "S256") return fail("invalid_request", "code_challenge_method must be S256");
  if (!isS256Challenge(params.code_challenge)) return fail("invalid_request", "code_challenge must be a base64url SHA-256 digest (43 characters)");
  if (audienceForResource(params.resource) === null) {
    return fail("invalid_target", "resource must be this server's MCP endpoint (/functions/v1/mcp) or REST API (/functions/v1/api)");
  }
  const requestedScopes = parseScopes(params.scope);
  if (!requestedScopes) return fail("invalid_scope", `scope must be a space-separated list from: ${API_SCOPES.join(" ")}`);

  return {
    kind: "ok",
    request: {
      client: { id: client.id, clientId: client.clientId, name: client.name },
      redirectUri,
      requestedScopes,
      codeChallenge: params.code_challenge,
      ...(params.state !== undefined ? { state: params.state } : {}),
      ...(params.resource !== undefined ? { resource: params.resource } : {}),
    },
  };
}

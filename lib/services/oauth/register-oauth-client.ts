// RFC 7591 dynamic client registration for apps that connect to Postlane (MCP clients, assistants'
// connectors). Public clients only: no secret is issued, whatever method the app asked for, because a
// desktop or browser app cannot keep one; PKCE protects its codes instead. The answer says so
// (token_endpoint_auth_method "none"), which RFC 7591 section 3.2.1 lets a server decide.
import { CustomOAuthError, InvalidClientMetadataError, TemporarilyUnavailableError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { OAuthClientMetadataSchema } from "@modelcontextprotocol/sdk/shared/auth.js";
import { redirectUriProblem } from "../../auth/oauth-redirect-uri";
import { db } from "../../db";
import { env } from "../../env";
import { formatZodError } from "../../errors";
import { newClientId } from "./oauth-grant-rules";
import { deleteUnusedOAuthClients } from "./delete-unused-oauth-clients";

const MAX_NAME_LENGTH = 100;
const MAX_REDIRECT_URIS = 10;
/** Longer than any real callback address; a 60 KB one only fills the table. */
export const MAX_REDIRECT_URI_LENGTH = 2000;
/** Serialises registrations while the cap is checked, so concurrent ones cannot pass it together. */
const REGISTRATION_LOCK = 7_591_001;

/** RFC 7591 section 3.2.2 has its own code for a bad redirect URI. */
function invalidRedirectUri(message: string) {
  return new CustomOAuthError("invalid_redirect_uri", message);
}

/**
 * A value that starts or ends with whitespace is refused, not trimmed: a redirect URI is matched exactly at
 * the authorization request, and what is stored must be what the app will send (URL parsing would trim it).
 */
function untrimmedField(input: unknown): string | null {
  if (!input || typeof input !== "object" || Array.isArray(input)) return null;
  for (const [field, value] of Object.entries(input)) {
    const values = Array.isArray(value) ? value : [value];
    for (const [i, item] of values.entries()) {
      if (typeof item === "string" && item !== item.trim()) return Array.isArray(value) ? `${field}[${i}]` : field;
    }
  }
  return null;
}

export async function registerOAuthClient({ input }: { input: unknown }) {
  const untrimmed = untrimmedField(input);
  if (untrimmed) {
    const message = `${untrimmed}: must not start or end with whitespace`;
    throw untrimmed.startsWith("redirect_uris") ? invalidRedirectUri(message) : new InvalidClientMetadataError(message);
  }
  const parsed = OAuthClientMetadataSchema.safeParse(input);
  if (!parsed.success) throw new InvalidClientMetadataError(formatZodError(parsed.error));
  const metadata = parsed.data;
  if (metadata.redirect_uris.length === 0) throw invalidRedirectUri("redirect_uris: at least one is required");
  if (metadata.redirect_uris.length > MAX_REDIRECT_URIS) throw invalidRedirectUri(`redirect_uris: at most ${MAX_REDIRECT_URIS}`);
  for (const [i, uri] of metadata.redirect_uris.entries()) {
    if (uri.length > MAX_REDIRECT_URI_LENGTH) throw invalidRedirectUri(`redirect_uris[${i}]: at most ${MAX_REDIRECT_URI_LENGTH} characters`);
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
  const data = { clientId: newClientId(), name, redirectUris: [...new Set(metadata.redirect_uris)], clientUri: metadata.client_uri ?? null };
  const client = await createWithinCap(data);
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

/**
 * Registration is open to anyone, so the table has a ceiling (POSTLANE_OAUTH_CLIENT_LIMIT). At the ceiling,
 * clients never used and older than a day are deleted first; if that frees nothing, 503 temporarily_unavailable.
 */
async function createWithinCap(data: { clientId: string; name: string; redirectUris: string[]; clientUri: string | null }) {
  const limit = env().POSTLANE_OAUTH_CLIENT_LIMIT;
  const attempt = () =>
    db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK})`;
      if ((await tx.oAuthClient.count()) >= limit) return null;
      return tx.oAuthClient.create({ data, select: { clientId: true, name: true, redirectUris: true, clientUri: true, createdAt: true } });
    });
  const created = (await attempt()) ?? ((await deleteUnusedOAuthClients()) > 0 ? await attempt() : null);
  if (!created) throw new TemporarilyUnavailableError("The server holds as many registered clients as it allows; try again later");
  return created;
}

// What never reaches a log line, at a cost the hot path does not see (issue 34). Three layers, each only where a
// secret can be:
// - The request line (lib/server/observability/request-log.ts) and the events the code writes are built from
//   fields that are safe by construction (method, route pattern, status, duration, ids, counts), so nothing is
//   scanned for them.
// - pino's `redact` with exact paths, never wildcards: a secret field's name at the top of a line, and below
//   the few objects that may carry one (a request's headers, a body, settings). pino keys its redactors by a
//   path's first segment, so a line pays only for a key it actually has; wildcard paths ran on every line
//   (25 % of the server's CPU under GET /posts/{id}).
// - Masking by shape (an API key, a webhook secret, a bearer token, a URL's password such as SMTP_URL's) on
//   free text only: a line's message and format arguments, and an error's message, stack and fields, where a
//   secret may have slipped into text that nobody wrote as a field.

/** Field names that hold secrets. */
const SECRET_FIELDS = [
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "access_token",
  "refresh_token",
  "idToken",
  "id_token",
  "apiKey",
  "api_key",
  "key",
  "secret",
  "clientSecret",
  "client_secret",
  "webhookSecret",
  "signingSecret",
  "smtpUrl",
  "SMTP_URL",
  "webhook-signature",
  "x-inngest-signature",
];
const SECRET_FIELD_SET = new Set(SECRET_FIELDS.map((name) => name.toLowerCase()));

/** The objects a line may carry that can hold a secret field: where careless code would put one. */
const SECRET_CARRIERS = ["headers", "body", "settings", "config", "input", "credentials", "req.headers", "request.headers", "res.headers", "response.headers"];

function field(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`;
}

/** pino `redact.paths`: exact paths only, every secret field at the top of a line and in each carrier. */
export const REDACT_PATHS: string[] = [
  ...SECRET_FIELDS.map((name) => field(name).replace(/^\./, "")),
  ...SECRET_CARRIERS.flatMap((carrier) => SECRET_FIELDS.map((name) => `${carrier}${field(name)}`)),
];

export const CENSOR = "[redacted]";

/** Secrets recognised by their shape, whatever text carries them. */
const SECRET_SHAPES: [RegExp, string][] = [
  // Postlane API keys (pl_live_… / pl_test_…) and webhook secrets (whsec_…).
  [/\bpl_(?:live|test)_[A-Za-z0-9]+/g, `pl_…${CENSOR}`],
  [/\bwhsec_[A-Za-z0-9+/=]+/g, `whsec_${CENSOR}`],
  // Authorization values in text.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${CENSOR}`],
  // A URL's user:password@ (SMTP_URL, DATABASE_URL, REDIS_URL in an error message).
  [/([a-z][a-z0-9+.-]*:\/\/[^/\s:@"]*):[^@\s/"]*@/gi, `$1:${CENSOR}@`],
  // Session cookies by name.
  [/((?:__Secure-)?next-auth\.[a-z-]+(?:\.\d+)?=)[^;\s"]+/gi, `$1${CENSOR}`],
];

/** Characters every shape above needs; text without any of them is returned as it is, unscanned. */
const MAY_HOLD_SECRET = /[_:=]|Bearer|Basic/i;

/** Masks secrets by shape in free text (a message, an error's text). */
export function scrubSecrets(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  let out = text;
  for (const [shape, replacement] of SECRET_SHAPES) out = out.replace(shape, replacement);
  return out;
}

const MAX_DEPTH = 6;

/**
 * A serialised error (or any value under it) with secret fields censored by name and its text masked by
 * shape: errors are where secrets slip in (a driver's message with a connection URL, a client's request
 * config with its Authorization header).
 */
export function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubSecrets(value);
  if (!value || typeof value !== "object" || depth >= MAX_DEPTH) return value;
  // Values JSON writes by their own toJSON (a Date) or that hold no text fields (bytes) stay as they are.
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] = SECRET_FIELD_SET.has(name.toLowerCase()) ? CENSOR : scrubDeep(item, depth + 1);
  }
  return out;
}

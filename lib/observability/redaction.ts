// What never reaches a log line. Two layers: pino's `redact` paths censor fields by name wherever a secret is
// passed as data (headers, settings, request bodies), and a last scrub of the written line masks secrets by
// their shape when one slipped into a message or an error's text (an API key, a webhook secret, a bearer
// token, a URL's password such as SMTP_URL's).

/** Field names that hold secrets, censored at the top level and up to three levels down. */
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

function field(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`;
}

/** pino `redact.paths`: every secret field at depth 0 to 3 (fast-redact wildcards match one level each). */
export const REDACT_PATHS: string[] = SECRET_FIELDS.flatMap((name) => {
  const tail = field(name);
  return [tail.startsWith(".") ? tail.slice(1) : tail, `*${tail}`, `*.*${tail}`, `*.*.*${tail}`];
});

export const CENSOR = "[redacted]";

/** Secrets recognised by their shape, whatever field or message carries them. */
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

/** Masks secrets by shape in one written log line (pino's streamWrite hook). */
export function scrubSecrets(line: string): string {
  let out = line;
  for (const [shape, replacement] of SECRET_SHAPES) out = out.replace(shape, replacement);
  return out;
}

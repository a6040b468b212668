// The closed set of `code`s an error answer carries beside its `error` message (issue 36). Messages are for
// people and may be reworded; codes are for programs (the web app, SDKs, MCP clients) and never change once
// published: add a code, never rename or reuse one. docs/api-v1.md ("Error codes") documents each, and the
// OpenAPI Error schema lists them as an enum. No imports: the servers' own fronts use it too.

export const ERROR_CODES = {
  validation_failed: "The request is malformed or breaks a rule (body, query, path); the message names the field and the rule",
  unauthorized: "Missing, malformed, unknown, revoked or expired API key or token, or no session",
  quota_exceeded: "The workspace owner's monthly post quota is used up",
  forbidden: "The key, token or person may not do this: its role, a drafts-only key, a foreign origin",
  insufficient_scope: "The key or token lacks the scope the operation needs (named in the message and WWW-Authenticate)",
  approval_required: "Posts in this workspace need approval: this role must submit the post for approval instead",
  not_found: "No such resource in the key's workspace (or a malformed id), or no endpoint at that path",
  method_not_allowed: "The path does not take this method (see `Allow`)",
  conflict: "The resource's state forbids this now (already used, taken slug, disconnected account …)",
  idempotency_conflict: "The Idempotency-Key is in use: still in progress (409) or used with a different request (422)",
  gone: "The link or invitation was used, withdrawn or has expired",
  payload_too_large: "The request body (or upload) is larger than allowed",
  unsupported_media_type: "The request body's Content-Type is not one the endpoint takes",
  unprocessable: "The request is well formed but cannot be processed",
  rate_limited: "Too many requests; wait for `Retry-After` seconds",
  internal_error: "An unexpected failure on the server; the message names the request id to report",
  upstream_error: "A social network or other service could not be reached or refused the call",
  service_unavailable: "The database (or another dependency) is unavailable for a moment; retry after `Retry-After`",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

const BY_STATUS: Record<number, ErrorCode> = {
  400: "validation_failed",
  401: "unauthorized",
  402: "quota_exceeded",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  410: "gone",
  411: "validation_failed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
  500: "internal_error",
  502: "upstream_error",
  503: "service_unavailable",
};

/** The code an error answer with this status carries when nothing more specific was said. */
export function codeForStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? "internal_error" : "validation_failed");
}

/** An error answer's body: the message first (the contract's one field), then its code. */
export function errorBody(error: string, code: ErrorCode): { error: string; code: ErrorCode } {
  return { error, code };
}

// The request id: a caller's own X-Request-Id when it is sane (so a proxy's or client's id follows the request
// through our logs), otherwise a fresh one. "Sane" keeps log lines and headers safe: short, printable, no spaces.
import crypto from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

export function requestIdFrom(incoming: string | string[] | null | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_REQUEST_ID.test(value) ? value : crypto.randomUUID();
}

// Path ids: anything that is not a UUID cannot name a row, so it is a 404 before any query (a malformed
// id must never reach a uuid column and become a 500).
import { NotFoundError } from "../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export function routeId(value: string | string[] | undefined, what: string): string {
  if (!isUuid(value)) throw new NotFoundError(what);
  return value.toLowerCase();
}

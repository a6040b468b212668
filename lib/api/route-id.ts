// Path ids: anything that is not a UUID cannot name a row, so it is a 404 before any query (a malformed
// id must never reach a uuid column and become a 500).
import { NotFoundError } from "../errors";
import { isUuid } from "../schemas/common";

export function routeId(value: string | string[] | undefined, what: string): string {
  if (!isUuid(value)) throw new NotFoundError(what);
  return value.toLowerCase();
}

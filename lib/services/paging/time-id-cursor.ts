// A page cursor for lists ordered newest first by (createdAt, id): the last row's time and id, so a row added
// meanwhile never shifts a page. Opaque to clients (base64url JSON); a cursor that is not one is a 400.
import { BadRequestError } from "../../errors";

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/i.test(id))
      return { createdAt: new Date(at), id };
  } catch {
    // fall through to the 400 below
  }
  throw new BadRequestError("cursor: must be the nextCursor of a previous page");
}

/** The rows after the cursor's row in (createdAt desc, id desc) order, as a Prisma where clause. */
export function afterCursor(cursor: string) {
  const after = decodeCursor(cursor);
  return { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] };
}

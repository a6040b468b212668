// The names of the people who uploaded some library files, in one query.
import { db } from "../../db";

export async function uploaderNames(rows: readonly { createdByUserId: string | null }[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(rows.map((r) => r.createdByUserId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } });
  return new Map(users.map((u) => [u.id, u.name ?? u.email]));
}

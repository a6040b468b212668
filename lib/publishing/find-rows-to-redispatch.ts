// Queued rows that no engine is working on: never dispatched (Inngest was down), waiting for a retry or
// poll that is now due, or left behind by a run or worker that died (its lease ran out). The Inngest sweep
// sends them again; a fresh grace period keeps it from racing a dispatch that is still on its way.
import { db } from "../db";

export async function findRowsToRedispatch({ graceMs = 30_000, limit = 500, now = new Date() }: { graceMs?: number; limit?: number; now?: Date } = {}): Promise<
  string[]
> {
  const rows = await db.post.findMany({
    where: {
      status: "queued",
      deletedAt: null,
      queuedAt: { lte: new Date(now.getTime() - graceMs) },
      AND: [
        { OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] },
        { OR: [{ claimedBy: null }, { leaseUntil: null }, { leaseUntil: { lt: now } }] },
      ],
    },
    select: { id: true },
    orderBy: { queuedAt: "asc" },
    take: limit,
  });
  return rows.map((row) => row.id);
}

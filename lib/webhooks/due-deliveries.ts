// Deliveries the Inngest engine should be told about: due, pending and held by no live claim (new ones, retries
// whose time came, ones whose run died). A repeated event is harmless: the claim lets one run send.
import { db } from "../db";

export async function findDueDeliveries(limit = 500): Promise<{ id: string; attempts: number }[]> {
  return db.webhookDelivery.findMany({
    where: {
      status: "pending",
      nextAttemptAt: { lte: new Date() },
      OR: [{ leaseUntil: null }, { leaseUntil: { lt: new Date() } }],
      endpoint: { disabledAt: null },
    },
    select: { id: true, attempts: true },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
  });
}

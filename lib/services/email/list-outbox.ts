// The outbox as the instance operator sees it (operator-policy: listed in POSTLANE_ADMIN_EMAILS and verified): the latest messages of every workspace
// with their status and full text, so mail that could not be sent (no SMTP, a server that refused it) can
// still be read and passed on; narrowed by status, kind and recipient. Anyone else is told there is nothing
// here (404), not that it is forbidden.
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { NotFoundError, parseInput } from "../../errors";
import { isInstanceOperator } from "../operations/operator-policy";

export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "stored"] as const;

const outboxFilter = z
  .strictObject({
    status: z.enum(OUTBOX_STATUSES, { error: `must be one of ${OUTBOX_STATUSES.join(", ")}` }).optional(),
    kind: z.string().trim().max(100, { error: "must be at most 100 characters" }).optional(),
    /** Part of the recipient's address, any case. */
    to: z.string().trim().max(320, { error: "must be at most 320 characters" }).optional(),
  })
  .optional();
export type OutboxFilter = z.input<typeof outboxFilter>;

export async function listOutbox({ userId, limit = 100, filter }: { userId: string; limit?: number; filter?: OutboxFilter }) {
  if (!(await isInstanceOperator(userId))) throw new NotFoundError("Page");
  const { status, kind, to } = parseInput(outboxFilter, filter) ?? {};
  const where: Prisma.EmailMessageWhereInput = {
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(to ? { to: { contains: to, mode: "insensitive" } } : {}),
  };
  const rows = await db.emailMessage.findMany({
    where,
    orderBy: { createdAt: "desc" },
    take: Math.min(Math.max(limit, 1), 500),
    select: {
      id: true,
      kind: true,
      to: true,
      subject: true,
      text: true,
      status: true,
      attempts: true,
      lastError: true,
      attachmentName: true,
      nextAttemptAt: true,
      sentAt: true,
      createdAt: true,
      workspace: { select: { name: true } },
    },
  });
  return rows.map(({ workspace, ...row }) => ({ ...row, workspaceName: workspace?.name ?? null }));
}

/** The kinds of mail the outbox holds, for its filter: only kinds there is something to show of. */
export async function listOutboxKinds({ userId }: { userId: string }): Promise<string[]> {
  if (!(await isInstanceOperator(userId))) throw new NotFoundError("Page");
  const kinds = await db.emailMessage.groupBy({ by: ["kind"], orderBy: { kind: "asc" } });
  return kinds.map((k) => k.kind);
}

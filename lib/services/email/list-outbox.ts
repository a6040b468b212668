// The outbox as the instance operator sees it (operator-policy: listed in POSTLANE_ADMIN_EMAILS and verified): the latest messages of every workspace
// with their status and full text, so mail that could not be sent (no SMTP, a server that refused it) can
// still be read and passed on. Anyone else is told there is nothing here (404), not that it is forbidden.
import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { isInstanceOperator } from "../operations/operator-policy";

export async function listOutbox({ userId, limit = 100 }: { userId: string; limit?: number }) {
  if (!(await isInstanceOperator(userId))) throw new NotFoundError("Page");
  const rows = await db.emailMessage.findMany({
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

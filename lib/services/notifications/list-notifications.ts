// The bell and the notifications page: a person's notifications, newest first, with the unread count. One
// list across every workspace the person is still a member of (each item says which), so a failure in one
// workspace is seen from any other; asked from a workspace page, so that workspace's membership is checked.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import type { Actor } from "../actor";
import { requireReader } from "../workspaces/authorize-actor";

export const NOTIFICATIONS_LIMIT_MAX = 100;

const listInput = z.object({ limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_LIMIT_MAX).default(30) });

export interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  workspaceId: string;
  workspaceName: string;
  read: boolean;
  createdAt: string;
}

export async function listNotifications({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: Actor & { kind: "user" };
  input: { limit?: unknown };
}): Promise<{ unread: number; notifications: NotificationItem[] }> {
  await requireReader(workspaceId, actor);
  const { limit } = parseInput(listInput, input);
  const mine = { userId: actor.userId, workspace: { memberships: { some: { userId: actor.userId } } } };
  const [unread, rows] = await Promise.all([
    db.notification.count({ where: { ...mine, readAt: null } }),
    db.notification.findMany({
      where: mine,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select: {
        id: true,
        kind: true,
        title: true,
        body: true,
        link: true,
        workspaceId: true,
        readAt: true,
        createdAt: true,
        workspace: { select: { name: true } },
      },
    }),
  ]);
  return {
    unread,
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      workspaceId: row.workspaceId,
      workspaceName: row.workspace.name,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

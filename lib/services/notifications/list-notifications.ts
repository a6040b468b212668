// The bell and the notifications page: a person's notifications, newest first, with the unread count. One
// list across every workspace the person is still a member of (each item says which), so a failure in one
// workspace is seen from any other; asked from a workspace page, so that workspace's membership is checked.
// A page at a time (lib/services/paging/keyset.ts): `nextCursor` reads the older ones.
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { pageQuery } from "../../schemas/common";
import type { Actor } from "../actor";
import { findPage, NEWEST_FIRST } from "../paging/keyset";
import { requireReader } from "../workspaces/authorize-actor";

export const NOTIFICATIONS_LIMIT_MAX = 100;

/** Query strings (GET /api/notifications): `limit` follows the one rule of every list (lib/schemas/common.ts). */
export const listNotificationsQuery = z.object(pageQuery({ defaultValue: 30, max: NOTIFICATIONS_LIMIT_MAX }));

const notificationSelect = {
  id: true,
  kind: true,
  title: true,
  body: true,
  link: true,
  workspaceId: true,
  readAt: true,
  resolution: true,
  createdAt: true,
  workspace: { select: { name: true } },
} as const;

export interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  workspaceId: string;
  workspaceName: string;
  read: boolean;
  /** Settled by someone else ("Approved by Manny"): shown instead of the call to act. */
  resolution: string | null;
  createdAt: string;
}

export async function listNotifications({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: Actor & { kind: "user" };
  input: { limit?: unknown; cursor?: unknown };
}): Promise<{ unread: number; notifications: NotificationItem[]; nextCursor: string | null }> {
  await requireReader(workspaceId, actor);
  const page = parseInput(listNotificationsQuery, input);
  const mine = { userId: actor.userId, workspace: { memberships: { some: { userId: actor.userId } } } };
  const [unread, { rows, nextCursor }] = await Promise.all([
    db.notification.count({ where: { ...mine, readAt: null } }),
    findPage<Prisma.NotificationGetPayload<{ select: typeof notificationSelect }>, Prisma.NotificationWhereInput, Prisma.NotificationOrderByWithRelationInput>(
      NEWEST_FIRST,
      page,
      ({ after, orderBy, take }) => db.notification.findMany({ where: { AND: [mine, after] }, orderBy, take, select: notificationSelect }),
    ),
  ]);
  return {
    unread,
    nextCursor,
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      workspaceId: row.workspaceId,
      workspaceName: row.workspace.name,
      read: row.readAt !== null,
      resolution: row.resolution,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

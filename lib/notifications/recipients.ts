// Who hears about an event. Only current members of the event's workspace are ever told, and never the person
// whose own action caused the event.
//   post_failed          the author (the person, or the creator of the API key that made it), by their
//                        "post_failed" choice; owners, admins and managers by their "team_post_failed" choice,
//                        off unless they turn it on: leads can follow every failure, but a big team's failures
//                        do not email every lead by default.
//   account_reauth       owners, admins and managers.
//   approval_requested   managers and above, except the person asking.
//   post_approved,
//   changes_requested    the author, unless the reviewer is the author; from a client review link, the
//                        author and the member who made the link (the client's decision is news to both).
//   invitation_accepted  the inviter, and the owners and admins; never the new member.
import { db } from "../db";
import type { NotificationKindName } from "./kinds";
import type { NotificationEvent } from "./notify";

export interface Recipient {
  userId: string;
  /** Whose choice decides the channel (the event's own kind, or team_post_failed for leads). */
  preference: NotificationKindName;
}

const LEADS = ["owner", "admin", "manager"] as const;
const ADMINS = ["owner", "admin"] as const;

export async function findRecipients(event: NotificationEvent, authorUserId: string | null): Promise<Recipient[]> {
  const byRole = (roles: readonly string[]) => membersWithRoles(event.workspaceId, roles);
  switch (event.kind) {
    case "post_failed": {
      const leads = await byRole(LEADS);
      const list: Recipient[] = leads.filter((id) => id !== authorUserId).map((userId) => ({ userId, preference: "team_post_failed" }));
      if (authorUserId && (await isMember(event.workspaceId, authorUserId))) list.unshift({ userId: authorUserId, preference: "post_failed" });
      return list;
    }
    case "account_reauth":
      return (await byRole(LEADS)).map((userId) => ({ userId, preference: event.kind }));
    case "approval_requested":
      return (await byRole(LEADS)).filter((id) => id !== event.actorUserId).map((userId) => ({ userId, preference: event.kind }));
    case "post_approved":
    case "changes_requested":
      if (event.externalReviewer) {
        const ids = [...new Set([authorUserId, event.actorUserId].filter((id): id is string => id !== null))];
        const members = await Promise.all(ids.map((id) => isMember(event.workspaceId, id)));
        return ids.filter((_, i) => members[i]).map((userId) => ({ userId, preference: event.kind }));
      }
      if (!authorUserId || authorUserId === event.actorUserId || !(await isMember(event.workspaceId, authorUserId))) return [];
      return [{ userId: authorUserId, preference: event.kind }];
    case "invitation_accepted": {
      const ids = new Set(await byRole(ADMINS));
      if (event.invitedByUserId && (await isMember(event.workspaceId, event.invitedByUserId))) ids.add(event.invitedByUserId);
      ids.delete(event.newMemberUserId);
      return [...ids].map((userId) => ({ userId, preference: event.kind }));
    }
  }
}

async function membersWithRoles(workspaceId: string, roles: readonly string[]): Promise<string[]> {
  const rows = await db.membership.findMany({
    where: { workspaceId, role: { in: roles as ("owner" | "admin" | "manager")[] } },
    select: { userId: true },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => row.userId);
}

async function isMember(workspaceId: string, userId: string): Promise<boolean> {
  return (await db.membership.count({ where: { workspaceId, userId } })) > 0;
}

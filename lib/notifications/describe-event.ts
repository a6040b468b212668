// What an event says: its title, body and link, the key that makes it one event, and the author it concerns.
// Read from the rows when the event is raised and stored on the notification, so the list shows what was true
// then. null = nothing to tell (the post is gone, or its group is still publishing).
import { db } from "../db";
import type { ApprovalRequestChange, ApprovalRequestFacts } from "../email/templates/approval-request";
import { PLATFORM_LABELS, type PlatformId } from "../platforms/ids";
import type { NotificationEvent } from "./notify";

export interface EventDescription {
  /** Names the event; notify() adds the person to make each notification's dedupe key. */
  key: string;
  authorUserId: string | null;
  workspaceName: string;
  title: string;
  body: string;
  /** An app path, e.g. /<workspace>/posts. */
  link: string;
  /** The post it is about (stored on the notification, so a decision can resolve the others' requests). */
  postId?: string;
  /** An approval request: its email tells these in the reader's zone (templates/approval-request.ts). */
  approvalRequest?: ApprovalRequestFacts;
  /** The workspace's zone, for readers who have not set their own. */
  workspaceTimeZone: string;
}

export async function describeEvent(event: NotificationEvent): Promise<EventDescription | null> {
  const workspace = await db.workspace.findUnique({ where: { id: event.workspaceId }, select: { name: true, timeZone: true } });
  if (!workspace) return null;
  const described = await describe(event);
  return described ? { ...described, workspaceName: workspace.name, workspaceTimeZone: workspace.timeZone } : null;
}

type Described = Omit<EventDescription, "workspaceName" | "workspaceTimeZone">;

async function describe(event: NotificationEvent): Promise<Described | null> {
  const ws = event.workspaceId;
  switch (event.kind) {
    case "post_failed":
      return describePostFailure(ws, event.postId);
    case "account_reauth": {
      const account = await db.socialAccount.findFirst({ where: { id: event.accountId, workspaceId: ws }, select: { platform: true, platformUsername: true } });
      if (!account) return null;
      const name = `${networkLabel(account.platform)} account ${account.platformUsername}`;
      const by = formatUtc(event.reconnectBy);
      const past = event.reconnectBy.getTime() <= Date.now();
      return {
        key: `account_reauth:${event.accountId}:${event.reconnectBy.toISOString()}`,
        authorUserId: null,
        title: past ? `Reconnect the ${name}` : `Reconnect the ${name} before ${by}`,
        body: past
          ? `Its access has run out: nothing can be published to it until someone reconnects it.`
          : `Its access runs out on ${by} and cannot be renewed. Reconnect it before then so scheduled posts keep going out.`,
        link: `/${ws}/accounts`,
      };
    }
    case "approval_requested":
    case "post_approved":
    case "changes_requested": {
      const post = await postSummary(ws, event.postId);
      if (!post) return null;
      const actor =
        event.kind !== "approval_requested" && event.externalReviewer ? `${event.externalReviewer} (client review)` : await personName(event.actorUserId);
      const occurrence = event.occurrenceId ?? event.postId;
      const link = `/${ws}/posts/${event.postId}/edit`;
      if (event.kind === "approval_requested") {
        // Decided before this could be told (a decision right after the submit): nothing left to ask.
        if (post.approvalState !== "pending") return null;
        const request = await approvalRequestFacts(post, actor);
        const revised = request.changes !== null;
        return {
          key: `approval_requested:${occurrence}`,
          authorUserId: post.authorUserId,
          title: revised ? `${actor} revised a post and asks you to approve it` : `${actor} asks you to approve a post`,
          body: post.snippet,
          link,
          postId: event.postId,
          approvalRequest: request,
        };
      }
      if (event.kind === "post_approved")
        return {
          key: `post_approved:${occurrence}`,
          authorUserId: post.authorUserId,
          title: `${actor} approved your post`,
          body: post.snippet,
          link,
          postId: event.postId,
        };
      return {
        key: `changes_requested:${occurrence}`,
        postId: event.postId,
        authorUserId: post.authorUserId,
        title: `${actor} asked for changes to your post`,
        body: `${event.comment.trim()}\n\nThe post: ${post.snippet}`,
        link,
      };
    }
    case "invitation_accepted": {
      const member = await personName(event.newMemberUserId);
      return {
        key: `invitation_accepted:${ws}:${event.newMemberUserId}`,
        authorUserId: null,
        title: `${member} joined the workspace`,
        body: `${member} accepted the invitation and can now work in the workspace.`,
        link: `/${ws}/settings/members`,
      };
    }
  }
}

/**
 * One post's failure, all its networks in one message. A post fans out into one row per account; the rows
 * finish one by one, so this says nothing until none is still publishing, and then tells the failures of
 * every row at once. The key holds the time of the latest failure, so a retry that fails again is a new event
 * while every row that finishes the same round names the same one.
 */
async function describePostFailure(workspaceId: string, postId: string): Promise<Described | null> {
  const row = await db.post.findFirst({ where: { id: postId, workspaceId }, select: { id: true, groupId: true } });
  if (!row) return null;
  const groupId = row.groupId ?? row.id;
  const rows = await db.post.findMany({
    where: { workspaceId, deletedAt: null, OR: [{ id: groupId }, { groupId }] },
    select: {
      id: true,
      status: true,
      platforms: true,
      updatedAt: true,
      title: true,
      caption: true,
      createdByUserId: true,
      createdByApiKeyId: true,
      platformResults: { where: { success: false }, select: { platform: true, error: true } },
    },
    orderBy: { createdAt: "asc" },
  });
  if (rows.length === 0 || rows.some((r) => r.status === "queued")) return null;
  const failed = rows.filter((r) => r.status === "failed" || r.status === "partial_published");
  if (failed.length === 0) return null;
  const original = rows.find((r) => r.id === groupId) ?? rows[0];
  const authorUserId = original.createdByUserId ?? (await apiKeyCreator(original.createdByApiKeyId));
  const networks = failed.map((r) => networkLabel(r.platforms[0] ?? "unknown"));
  const published = rows.length - failed.filter((r) => r.status === "failed").length;
  const title = published > 0 ? `A post was only partly published: it failed on ${listWords(networks)}` : `A post failed on ${listWords(networks)}`;
  const reasons = failed.map((r) => {
    const label = networkLabel(r.platforms[0] ?? "unknown");
    const error = r.platformResults.map((result) => result.error).find(Boolean) ?? "no reason was given";
    const partly = r.status === "partial_published" ? " (partly published)" : "";
    return `${label}${partly}: ${stripNetworkPrefix(error, r.platforms[0])}`;
  });
  const latest = Math.max(...failed.map((r) => r.updatedAt.getTime()));
  return {
    key: `post_failed:${groupId}:${latest}`,
    authorUserId,
    title,
    body: [snippet(original.title, original.caption), ...reasons].join("\n"),
    link: `/${workspaceId}/posts`,
  };
}

async function postSummary(workspaceId: string, postId: string) {
  const post = await db.post.findFirst({
    where: { id: postId, workspaceId, deletedAt: null },
    select: {
      id: true,
      title: true,
      caption: true,
      platforms: true,
      scheduledAt: true,
      approvalState: true,
      approvalRequestedStatus: true,
      createdByUserId: true,
      createdByApiKeyId: true,
    },
  });
  if (!post) return null;
  return { ...post, authorUserId: post.createdByUserId ?? (await apiKeyCreator(post.createdByApiKeyId)), snippet: snippet(post.title, post.caption) };
}

/** What the request asks, and for a resubmission what changed: the post's latest request in its history. */
async function approvalRequestFacts(post: NonNullable<Awaited<ReturnType<typeof postSummary>>>, requester: string): Promise<ApprovalRequestFacts> {
  const last = await db.postEvent.findFirst({
    where: { postId: post.id, kind: { in: ["submitted", "revised"] } },
    orderBy: { createdAt: "desc" },
    select: { kind: true, details: true },
  });
  const changes =
    last?.kind === "revised"
      ? ((last.details as { changes?: string[] }).changes ?? []).filter((c): c is ApprovalRequestChange => c === "caption" || c === "time" || c === "networks")
      : null;
  return {
    requester,
    caption: post.caption?.trim() || post.title?.trim() || "",
    networks: post.platforms.map(networkLabel),
    scheduledAt: post.approvalRequestedStatus === "scheduled" ? post.scheduledAt : null,
    changes,
  };
}

async function apiKeyCreator(apiKeyId: string | null): Promise<string | null> {
  if (!apiKeyId) return null;
  const key = await db.apiKey.findUnique({ where: { id: apiKeyId }, select: { createdById: true } });
  return key?.createdById ?? null;
}

async function personName(userId: string): Promise<string> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { name: true, email: true } });
  return user?.name?.trim() || user?.email || "Someone";
}

function snippet(title: string | null, caption: string | null): string {
  const text = (title?.trim() || caption?.trim() || "(no text)").replace(/\s+/g, " ");
  return text.length > 80 ? `“${text.slice(0, 79)}…”` : `“${text}”`;
}

function networkLabel(platform: string): string {
  return PLATFORM_LABELS[platform as PlatformId] ?? platform;
}

/** Errors are stored as "<platform>: <message>"; the line already names the network. */
function stripNetworkPrefix(error: string, platform: string | undefined): string {
  return platform && error.startsWith(`${platform}: `) ? error.slice(platform.length + 2) : error;
}

function listWords(items: string[]): string {
  const unique = [...new Set(items)];
  return unique.length <= 1 ? (unique[0] ?? "") : `${unique.slice(0, -1).join(", ")} and ${unique.at(-1)}`;
}

/** "28 May 2027, 14:00 UTC": stored text is read in many zones, so it names its own. */
function formatUtc(date: Date): string {
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(date);
  return `${day}, ${time} UTC`;
}

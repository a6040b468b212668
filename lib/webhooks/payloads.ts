// The `data` of each event, in the v1 contract's snake_case shapes (Post, Idea, Account) plus the workspace
// and, for posts, the mode (test-key posts notify too; receivers can tell them apart).
export interface PostForWebhook {
  id: string;
  workspaceId: string;
  mode: string;
  groupId?: string | null;
  title: string | null;
  caption: string | null;
  platforms: string[];
  status: string;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  mediaUrls: string[];
  mediaType: string | null;
  connectedAccountId: string | null;
  createdAt: Date;
}

export interface PlatformResultForWebhook {
  platform: string;
  success: boolean;
  error: string | null;
  remote_post_id: string | null;
  remote_publish_id?: string | null;
  remote_permalink: string | null;
  /** Additive: the post's first comment, on the post's own result (lib/publishing/post-first-comment.ts). */
  first_comment?: object | null;
}

/** Columns postWebhookData reads, for callers that select rather than load whole rows. */
export const postWebhookSelect = {
  id: true,
  workspaceId: true,
  mode: true,
  groupId: true,
  title: true,
  caption: true,
  platforms: true,
  status: true,
  scheduledAt: true,
  publishedAt: true,
  mediaUrls: true,
  mediaType: true,
  connectedAccountId: true,
  createdAt: true,
} as const;

export function postWebhookData(post: PostForWebhook, extra: { platform_results?: PlatformResultForWebhook[]; error?: string; approval?: object } = {}) {
  return {
    id: post.id,
    workspace_id: post.workspaceId,
    mode: post.mode,
    group_id: post.groupId ?? null,
    title: post.title,
    caption: post.caption,
    platforms: post.platforms,
    status: post.status,
    scheduled_at: post.scheduledAt?.toISOString() ?? null,
    published_at: post.publishedAt?.toISOString() ?? null,
    media_urls: post.mediaUrls,
    media_type: post.mediaType,
    connected_account_id: post.connectedAccountId,
    created_at: post.createdAt.toISOString(),
    ...extra,
  };
}

export interface IdeaForWebhook {
  id: string;
  title: string | null;
  caption: string | null;
  tags: string[];
  mediaUrls: string[];
  mediaType: string | null;
  status: string;
  position: number;
}

export function ideaWebhookData(workspaceId: string, idea: IdeaForWebhook, extra: { previous_status?: string } = {}) {
  return {
    id: idea.id,
    workspace_id: workspaceId,
    title: idea.title,
    caption: idea.caption,
    tags: idea.tags,
    media_urls: idea.mediaUrls,
    media_type: idea.mediaType,
    status: idea.status,
    position: idea.position,
    ...extra,
  };
}

export function accountWebhookData(account: { id: string; workspaceId: string; platform: string; platformUsername: string | null }, reason: string) {
  return { id: account.id, workspace_id: account.workspaceId, platform: account.platform, username: account.platformUsername, requires_reauth: true, reason };
}

/** account.connected (`reconnected`: the same network account was connected before) and account.disconnected. */
export function accountConnectionData(
  account: { id: string; workspaceId: string; platform: string; platformUsername: string | null; isSandbox?: boolean },
  extra: { connected: boolean; reconnected?: boolean },
) {
  return {
    id: account.id,
    workspace_id: account.workspaceId,
    platform: account.platform,
    username: account.platformUsername,
    is_connected: extra.connected,
    ...(extra.reconnected !== undefined ? { reconnected: extra.reconnected } : {}),
  };
}

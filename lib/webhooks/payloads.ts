// The `data` of each event. Since 2026-11-29 it carries the resource exactly as the REST API answers it
// (`post`, `idea`, `account`: the same serializers as GET /posts/{id}, the ideas and accounts lists), plus the
// event's context (workspace, mode, why). The flat snake_case fields sent before stay beside it for the
// receivers built on them; they are deprecated (docs/webhooks.md, "Payloads"; the date in
// lib/schemas/deprecated-names.ts) and the OpenAPI `webhooks` section marks them so. A receiver can type `data.post` with the SDK's Post.
import { serializeAccount, type AccountRow } from "../serializers/serialize-account";
import { serializeIdea, type IdeaRow } from "../serializers/serialize-idea";
import { postResponseSelect, type PostRow } from "../serializers/post-select";
import { serializePost } from "../serializers/serialize-post";

/** A post row as the REST serializer reads it, plus the event's context columns. */
export interface PostForWebhook extends PostRow {
  workspaceId: string;
  mode: string;
  groupId?: string | null;
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
export const postWebhookSelect = { ...postResponseSelect, workspaceId: true, mode: true, groupId: true } as const;

export function postWebhookData(post: PostForWebhook, extra: { platform_results?: PlatformResultForWebhook[]; error?: string } = {}) {
  const rest = serializePost(post);
  return {
    post: rest,
    workspace_id: post.workspaceId,
    mode: post.mode,
    group_id: post.groupId ?? null,
    ...(extra.error !== undefined ? { error: extra.error } : {}),
    // Deprecated flat fields (before 2026-11-29): read `post` instead.
    id: rest.id,
    title: rest.title,
    caption: rest.caption,
    platforms: rest.platforms,
    status: rest.status,
    scheduled_at: rest.scheduled_at,
    published_at: rest.published_at,
    media_urls: rest.media_urls,
    media_type: rest.media_type,
    connected_account_id: rest.connected_account_id,
    created_at: rest.created_at,
    ...(extra.platform_results ? { platform_results: extra.platform_results } : {}),
  };
}

/** The approval events also kept a flat `approval` (deprecated: `post.approval` is the same object). */
export function approvalWebhookData(post: PostForWebhook) {
  const data = postWebhookData(post);
  return { ...data, approval: data.post.approval };
}

/** The rows a finalize writes, as the post's REST platform_results (which leave out empty ids). */
export function platformResultRows(results: PlatformResultForWebhook[]): NonNullable<PostRow["platformResults"]> {
  return results.map((r) => ({
    platform: r.platform,
    success: r.success,
    error: r.error,
    remotePostId: r.remote_post_id,
    remotePublishId: r.remote_publish_id ?? null,
    remotePermalink: r.remote_permalink,
    firstComment: r.first_comment ?? null,
  }));
}

export function ideaWebhookData(workspaceId: string, idea: IdeaRow, extra: { previous_status?: string } = {}) {
  const rest = serializeIdea(idea);
  return {
    idea: rest,
    workspace_id: workspaceId,
    ...extra,
    // Deprecated flat fields (before 2026-11-29): read `idea` instead.
    id: rest.id,
    title: rest.title,
    caption: rest.caption,
    tags: rest.tags,
    media_urls: rest.mediaUrls,
    media_type: rest.mediaType,
    status: rest.status,
    position: rest.position,
  };
}

type AccountForWebhook = AccountRow & { workspaceId: string };

/** The deprecated flat account fields (before 2026-11-29): read `account` instead (`username` is its `platform_username`). */
function flatAccount(account: AccountForWebhook) {
  return { id: account.id, platform: account.platform, username: account.platformUsername };
}

export function accountWebhookData(account: AccountForWebhook, reason: string, now = new Date()) {
  return { account: serializeAccount(account, now), workspace_id: account.workspaceId, reason, ...flatAccount(account), requires_reauth: true };
}

/** account.connected (`reconnected`: the same network account was connected before) and account.disconnected. */
export function accountConnectionData(account: AccountForWebhook, extra: { connected: boolean; reconnected?: boolean }) {
  return {
    account: serializeAccount(account),
    workspace_id: account.workspaceId,
    ...(extra.reconnected !== undefined ? { reconnected: extra.reconnected } : {}),
    ...flatAccount(account),
    is_connected: extra.connected,
  };
}

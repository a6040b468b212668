// A test-only adapter for the container network (./server.ts), written the way real adapters are: plain
// fetch, responses mapped to the typed platform errors, prepare/poll/publish/findExisting phases, the
// container id chosen in prepare() so a lost publish can be looked up afterwards.
import {
  PlatformAuthExpiredError,
  PlatformInvalidContentError,
  PlatformPermanentError,
  PlatformRateLimitedError,
  PlatformRetryableError,
  retryAtFromHeaders,
  toPlatformError,
} from "@/lib/platforms/errors";
import { checkHasContent, checkTextLength } from "@/lib/platforms/validation";
import type { PlatformAdapter, PlatformId, Problem } from "@/lib/platforms/types";

async function call<T>(url: string, init: RequestInit & { token?: string | null }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    });
  } catch (error) {
    throw toPlatformError(error);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } | string } & T;
  const message = typeof body.error === "string" ? body.error : (body.error?.message ?? `HTTP ${response.status}`);
  if (response.ok) return body;
  if (response.status === 429) throw new PlatformRateLimitedError(message, { retryAt: retryAtFromHeaders(response.headers), status: 429 });
  if (response.status === 401) throw new PlatformAuthExpiredError(message, { status: 401 });
  if (response.status === 403) throw new PlatformPermanentError(message, { status: 403 });
  if (response.status >= 500) throw new PlatformRetryableError(message, { status: response.status });
  throw new PlatformInvalidContentError(message, { status: response.status });
}

export function containerNetworkAdapter(platform: PlatformId, baseUrl: () => string): PlatformAdapter {
  return {
    platform,
    validate(input) {
      const problems: Problem[] = [];
      checkHasContent(problems, input);
      checkTextLength(problems, input.text, { max: 500 });
      return problems;
    },
    async prepare(ctx) {
      if (typeof ctx.state.containerId === "string") return {};
      const created = await call<{ id: string }>(`${baseUrl()}/v1/${ctx.account.platformAccountId}/containers`, {
        method: "POST",
        token: ctx.account.credentials.accessToken,
        body: JSON.stringify({ text: ctx.input.text, client_ref: ctx.input.postId }),
        signal: ctx.signal,
      });
      return { state: { containerId: created.id } };
    },
    async poll(ctx) {
      const status = await call<{ status_code: string }>(`${baseUrl()}/v1/containers/${ctx.state.containerId}`, {
        token: ctx.account.credentials.accessToken,
        signal: ctx.signal,
      });
      if (status.status_code === "FINISHED" || status.status_code === "PUBLISHED") return { status: "ready" };
      if (status.status_code === "IN_PROGRESS") return { status: "pending", checkAfterMs: 20 };
      throw new PlatformInvalidContentError(`the media could not be processed (${status.status_code})`);
    },
    async publish(ctx) {
      const published = await call<{ id: string }>(`${baseUrl()}/v1/${ctx.account.platformAccountId}/publish`, {
        method: "POST",
        token: ctx.account.credentials.accessToken,
        body: JSON.stringify({ container_id: ctx.state.containerId }),
        signal: ctx.signal,
      });
      return {
        item: { remotePostId: published.id, remotePublishId: String(ctx.state.containerId), remotePermalink: `https://network.test/p/${published.id}` },
        more: false,
      };
    },
    async findExisting(ctx) {
      const status = await call<{ status_code: string; media_id?: string }>(`${baseUrl()}/v1/containers/${ctx.state.containerId}`, {
        token: ctx.account.credentials.accessToken,
        signal: ctx.signal,
      });
      if (status.status_code === "PUBLISHED" && status.media_id) {
        return {
          status: "found",
          item: { remotePostId: status.media_id, remotePublishId: String(ctx.state.containerId), remotePermalink: `https://network.test/p/${status.media_id}` },
          more: false,
        };
      }
      if (status.status_code === "FINISHED") return { status: "absent" };
      return { status: "unknown", reason: `the container is ${status.status_code}` };
    },
    async fetchMetrics(ref, account, signal) {
      const insights = await call<{ views: number; likes: number }>(`${baseUrl()}/v1/posts/${ref.remotePostId}/insights`, {
        token: account.credentials.accessToken,
        signal,
      });
      return { views: insights.views, likes: insights.likes, comments: null, shares: null, reach: null, saves: null, impressions: null, reposts: null };
    },
    firstComment: {
      async publish(ctx) {
        const made = await call<{ id: string }>(`${baseUrl()}/v1/posts/${ctx.items[0].remotePostId}/comments`, {
          method: "POST",
          token: ctx.account.credentials.accessToken,
          body: JSON.stringify({ message: ctx.comment.text }),
          signal: ctx.signal,
        });
        return { remotePostId: made.id, remotePublishId: null, remotePermalink: null };
      },
      async findExisting(ctx) {
        const list = await call<{ data: { id: string; message: string }[] }>(`${baseUrl()}/v1/posts/${ctx.items[0].remotePostId}/comments`, {
          token: ctx.account.credentials.accessToken,
          signal: ctx.signal,
        });
        const ours = list.data.find((c) => c.message === ctx.comment.text);
        return ours ? { status: "found", item: { remotePostId: ours.id, remotePublishId: null, remotePermalink: null } } : { status: "absent" };
      },
    },
    async refreshToken(account, signal) {
      const refreshed = await call<{ access_token: string }>(`${baseUrl()}/oauth/refresh`, {
        method: "POST",
        body: JSON.stringify({ refresh_token: account.credentials.refreshToken }),
        signal,
      });
      return { accessToken: refreshed.access_token };
    },
  };
}

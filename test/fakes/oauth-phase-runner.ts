// Drives an adapter through the pipeline's phases the way lib/publishing does (prepare → poll until ready →
// publish), merging state between calls, without waiting for checkAfterMs. For adapter tests against fakes.
import { readFirstCommentMedia } from "@/lib/platforms/first-comment-media";
import type { AccountContext, AdapterState, CommentContext, PhaseContext, PlatformAdapter, PublishedItem, PublishInput } from "@/lib/platforms/types";

export function publishInput(partial: Partial<PublishInput> & Pick<PublishInput, "platform">): PublishInput {
  return {
    postId: crypto.randomUUID(),
    postType: "post",
    title: null,
    text: "",
    hashtags: [],
    media: [],
    mediaType: null,
    options: {},
    cdnBaseUrl: "http://127.0.0.1:1/media",
    ...partial,
  };
}

export function phaseContext(input: PublishInput, account: AccountContext, state: AdapterState = {}, items: PublishedItem[] = []): PhaseContext {
  return { input, account, state, items, attempt: 1, signal: AbortSignal.timeout(15_000) };
}

/** The first comment's context once the post's items are out (lib/publishing/post-first-comment.ts). */
export function commentContext(ctx: PhaseContext, text: string, armedAt = new Date().toISOString()): CommentContext {
  return { ...ctx, comment: { text, key: `${ctx.input.postId}:first-comment`, armedAt, media: readFirstCommentMedia(ctx.input.options) } };
}

/** prepare + poll until ready; returns the merged state. */
export async function prepareUntilReady(adapter: PlatformAdapter, ctx: PhaseContext, maxPolls = 20): Promise<AdapterState> {
  let state: AdapterState = { ...ctx.state, ...((await adapter.prepare(ctx)).state ?? {}) };
  for (let i = 0; i < maxPolls; i++) {
    const result = await adapter.poll({ ...ctx, state });
    state = { ...state, ...(result.state ?? {}) };
    if (result.status === "ready") return state;
  }
  throw new Error("poll never reported ready");
}

export async function publishAll(adapter: PlatformAdapter, ctx: PhaseContext) {
  const state = await prepareUntilReady(adapter, ctx);
  const items: PublishedItem[] = [];
  let current = state;
  for (;;) {
    const result = await adapter.publish({ ...ctx, state: current, items });
    items.push(result.item);
    current = { ...current, ...(result.state ?? {}) };
    if (!result.more) return { items, state: current };
  }
}

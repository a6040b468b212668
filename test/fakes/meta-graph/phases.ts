// Drives an adapter through the pipeline's phases the way lib/publishing does (validate, prepare, poll until
// ready, publish once per item, findExisting after an interrupted publish), so adapter tests read like a row's
// life. State is merged shallowly like Post.publishState.
import { readFirstCommentMedia } from "@/lib/platforms/first-comment-media";
import type {
  AccountContext,
  CommentContext,
  MeasuredMetrics,
  AdapterState,
  PhaseContext,
  PlatformAdapter,
  PlatformId,
  PublishedItem,
  PublishInput,
  ResolvedMedia,
} from "@/lib/platforms/types";

export function makeInput(platform: PlatformId, input: Partial<PublishInput> & { media?: ResolvedMedia[] } = {}): PublishInput {
  const media = input.media ?? [];
  return {
    postId: crypto.randomUUID(),
    platform,
    postType: "post",
    title: null,
    text: "",
    hashtags: [],
    mediaType: media[0]?.kind ?? null,
    options: {},
    cdnBaseUrl: "http://127.0.0.1/media",
    ...input,
    media,
  };
}

export function makeAccount(
  platform: PlatformId,
  platformAccountId: string,
  accessToken: string,
  extra: Partial<AccountContext["credentials"]> = {},
): AccountContext {
  return {
    id: crypto.randomUUID(),
    platform,
    platformAccountId,
    platformUsername: "fake",
    settings: {},
    credentials: { accessToken, refreshToken: null, expiresAt: null, ...extra },
  };
}

/** A row in flight: what the pipeline keeps between calls. */
export class Row {
  state: AdapterState = {};
  items: PublishedItem[] = [];
  attempt = 1;
  readonly controller = new AbortController();

  constructor(
    readonly adapter: PlatformAdapter,
    readonly input: PublishInput,
    public account: AccountContext,
  ) {}

  ctx(): PhaseContext {
    return { input: this.input, account: this.account, state: this.state, items: [...this.items], attempt: this.attempt, signal: this.controller.signal };
  }

  /** The first comment's context once the post is out (lib/publishing/post-first-comment.ts). */
  commentCtx(text: string, armedAt = new Date().toISOString()): CommentContext {
    return { ...this.ctx(), comment: { text, key: `${this.input.postId}:first-comment`, armedAt, media: readFirstCommentMedia(this.input.options) } };
  }

  postComment(text: string): Promise<PublishedItem> {
    return this.adapter.firstComment!.publish(this.commentCtx(text));
  }

  merge(state: AdapterState | undefined): void {
    if (state) this.state = { ...this.state, ...state };
  }

  async prepare(): Promise<void> {
    this.merge((await this.adapter.prepare(this.ctx())).state);
  }

  /** Polls until ready (the fake settles in a few reads); returns how many polls it took. */
  async pollUntilReady(maxPolls = 20): Promise<number> {
    for (let polls = 1; polls <= maxPolls; polls++) {
      const result = await this.adapter.poll(this.ctx());
      this.merge(result.state);
      if (result.status === "ready") return polls;
    }
    throw new Error(`not ready after ${maxPolls} polls`);
  }

  /** One publish() call: records the item; returns whether more follow. */
  async publishOne(): Promise<boolean> {
    const result = await this.adapter.publish(this.ctx());
    this.merge(result.state);
    this.items.push(result.item);
    return result.more;
  }

  async publishAll(): Promise<PublishedItem[]> {
    while (await this.publishOne());
    return this.items;
  }

  /** The whole happy path. */
  async run(): Promise<PublishedItem[]> {
    await this.prepare();
    await this.pollUntilReady();
    return this.publishAll();
  }

  /** After an armed publish whose outcome is unknown: ask the network, and act like the pipeline. */
  async recover(): Promise<"found" | "absent" | "unknown"> {
    const result = await this.adapter.findExisting(this.ctx());
    if (result.status === "found") {
      this.merge(result.state);
      this.items.push(result.item);
    }
    return result.status;
  }
}

/**
 * Everything an adapter does with one post in its life: publish it, look it up as after a lost answer, and
 * read its metrics. Returns the metrics, so a test sees what was measured.
 */
export async function publishFindAndMeasure(
  adapter: PlatformAdapter,
  input: Partial<PublishInput> & { media?: ResolvedMedia[] },
  account: AccountContext,
): Promise<MeasuredMetrics> {
  const row = new Row(adapter, makeInput(adapter.platform, input), account);
  const items = await row.run();
  const [first] = items;
  const lookup = await adapter.findExisting({ ...row.ctx(), items: [] });
  if (lookup.status !== "found") throw new Error(`findExisting after publishing answered ${lookup.status}`);
  return adapter.fetchMetrics(
    {
      postId: row.input.postId,
      remotePostId: first.remotePostId,
      remotePublishId: first.remotePublishId ?? null,
      remotePermalink: first.remotePermalink ?? null,
      publishedAt: new Date(),
      items,
      state: row.state,
    },
    account,
    new AbortController().signal,
  );
}

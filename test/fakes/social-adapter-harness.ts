// Drives an adapter through its phases the way the publishing pipeline does (validate → prepare → poll →
// publish until no more items), keeping the state between calls so a test can stop at any point ("crash")
// and resume with what would have been stored.
import { readFirstCommentMedia } from "@/lib/platforms/first-comment-media";
import type {
  AccountContext,
  CommentContext,
  AdapterState,
  PhaseContext,
  PlatformAdapter,
  PlatformId,
  PublishedItem,
  PublishInput,
  ResolvedMedia,
} from "@/lib/platforms/types";

export function publishInput(platform: PlatformId, fields: Partial<PublishInput> & { text: string }): PublishInput {
  const media: ResolvedMedia[] = fields.media ?? [];
  return {
    postId: crypto.randomUUID(),
    platform,
    postType: "post",
    title: null,
    hashtags: [],
    media,
    mediaType: media[0]?.kind ?? null,
    options: {},
    cdnBaseUrl: "http://127.0.0.1/media",
    ...fields,
  };
}

export function accountContext(
  platform: PlatformId,
  fields: Partial<AccountContext> & { accessToken?: string | null; refreshToken?: string | null },
): AccountContext {
  const { accessToken = null, refreshToken = null, ...rest } = fields;
  return {
    id: crypto.randomUUID(),
    platform,
    platformAccountId: "acct",
    platformUsername: "acct",
    settings: {},
    credentials: { accessToken, refreshToken, expiresAt: null },
    ...rest,
  };
}

/** One row's stored progress, as the pipeline keeps it in the database. */
export class RowRun {
  state: AdapterState = {};
  items: PublishedItem[] = [];
  attempt = 1;

  constructor(
    readonly adapter: PlatformAdapter,
    readonly input: PublishInput,
    public account: AccountContext,
  ) {}

  ctx(): PhaseContext {
    return { input: this.input, account: this.account, state: this.state, items: this.items, attempt: this.attempt, signal: AbortSignal.timeout(30_000) };
  }

  async prepare(): Promise<void> {
    const result = await this.adapter.prepare(this.ctx());
    this.state = { ...this.state, ...result.state };
  }

  async pollUntilReady(maxPolls = 50): Promise<void> {
    for (let i = 0; i < maxPolls; i++) {
      const result = await this.adapter.poll(this.ctx());
      this.state = { ...this.state, ...result.state };
      if (result.status === "ready") return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(result.checkAfterMs, 50)));
    }
    throw new Error("never became ready");
  }

  /** The context of the row's first comment, as the pipeline builds it (post-first-comment.ts). */
  commentCtx(text: string, armedAt = new Date().toISOString()): CommentContext {
    return { ...this.ctx(), comment: { text, key: `${this.input.postId}:first-comment`, armedAt, media: readFirstCommentMedia(this.input.options) } };
  }

  /** Posts the first comment once the post is out, as the pipeline does. */
  async postComment(text: string): Promise<PublishedItem> {
    const support = this.adapter.firstComment;
    if (!support) throw new Error(`${this.adapter.platform} has no first comment`);
    return support.publish(this.commentCtx(text));
  }

  /** One publish() call; returns whether more items follow. */
  async publishOne(): Promise<boolean> {
    const result = await this.adapter.publish(this.ctx());
    this.items = [...this.items, result.item];
    this.state = { ...this.state, ...result.state };
    return result.more;
  }

  async publishAll(): Promise<PublishedItem[]> {
    const problems = this.adapter.validate(this.input);
    if (problems.length > 0) throw new Error(`invalid: ${JSON.stringify(problems)}`);
    await this.prepare();
    await this.pollUntilReady();
    while (await this.publishOne());
    return this.items;
  }
}

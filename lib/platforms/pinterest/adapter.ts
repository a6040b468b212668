// Pinterest API v5. An image Pin or a 2–5 image carousel needs nothing prepared (Pinterest fetches the image
// URLs itself); a video is uploaded in prepare() (./video-upload.ts) and polled until Pinterest has processed
// it. publish() is the one POST /v5/pins. Pinterest has no idempotency key, so findExisting() reads the
// board's newest Pins and matches the one created since prepare() with the same title, description, link
// and kind of media.
import { z } from "zod";
import { refreshWithConfig } from "../oauth/refresh-grant";
import { PlatformInvalidContentError, PlatformRetryableError } from "../errors";
import { EMPTY_METRICS, type AdapterState, type PhaseContext, type PlatformAdapter, type PostMetrics, type PublishedItem } from "../types";
import { pinterestRequest } from "./api";
import { pinterestOAuth } from "./oauth";
import { readMediaStatus, uploadVideo } from "./video-upload";
import { validatePinterest } from "./validate";

const options = z.looseObject({
  boardId: z.string(),
  title: z.string().optional(),
  link: z.string().optional(),
  altText: z.string().optional(),
  coverUrl: z.string().optional(),
  thumbOffsetMs: z.number().optional(),
});
type PinterestOptions = z.infer<typeof options>;

const pin = z.looseObject({
  id: z.string(),
  created_at: z.string().optional(),
  board_id: z.string().optional(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  link: z.string().nullable().optional(),
  media: z.looseObject({ media_type: z.string().optional() }).nullable().optional(),
});
type Pin = z.infer<typeof pin>;
const pinPage = z.object({ items: z.array(pin), bookmark: z.string().nullable().optional() });

const analytics = z.record(
  z.string(),
  z.looseObject({
    summary_metrics: z.record(z.string(), z.number()).optional(),
    lifetime_metrics: z.record(z.string(), z.number()).optional(),
  }),
);

/** Pins created this long before prepare() still count as ours (clock skew between us and Pinterest). */
const CLOCK_SKEW_MS = 2 * 60 * 1000;
const FIND_PAGES = 4;
/** Pinterest processes most videos in seconds to a minute: ask after 2 s, then back off to every 30 s. */
const FIRST_VIDEO_POLL_MS = 2000;
const MAX_VIDEO_POLL_MS = 30_000;

function parseOptions(ctx: PhaseContext): PinterestOptions {
  const parsed = options.safeParse(ctx.input.options);
  if (!parsed.success) throw new PlatformInvalidContentError("boardId is required: choose the board to pin to", { field: "platformOptions.pinterest.boardId" });
  return parsed.data;
}

const isVideo = (ctx: PhaseContext) => ctx.input.media[0]?.kind === "video";

function str(state: AdapterState, key: string): string | null {
  const value = state[key];
  return typeof value === "string" ? value : null;
}

export function pinPermalink(id: string): string {
  return `https://www.pinterest.com/pin/${id}/`;
}

function item(id: string, ctx: PhaseContext): PublishedItem {
  return { remotePostId: id, remotePublishId: str(ctx.state, "mediaId"), remotePermalink: pinPermalink(id) };
}

function mediaSource(ctx: PhaseContext, o: PinterestOptions): Record<string, unknown> {
  if (isVideo(ctx)) {
    const mediaId = str(ctx.state, "mediaId");
    if (!mediaId) throw new PlatformRetryableError("the Pinterest video upload was not started; preparing again", { notApplied: true });
    const cover = o.coverUrl ? { cover_image_url: o.coverUrl } : { cover_image_key_frame_time: Math.floor((o.thumbOffsetMs ?? 0) / 1000) };
    return { source_type: "video_id", media_id: mediaId, ...cover };
  }
  if (ctx.input.media.length > 1) return { source_type: "multiple_image_urls", items: ctx.input.media.map((m) => ({ url: m.url })) };
  return { source_type: "image_url", url: ctx.input.media[0]?.url };
}

/** The Pin as sent, in Pinterest's names; findExisting compares against the same fields. */
function pinFields(ctx: PhaseContext, o: PinterestOptions) {
  return {
    board_id: o.boardId,
    title: o.title ?? null,
    description: ctx.input.text === "" ? null : ctx.input.text,
    link: o.link ?? null,
    alt_text: o.altText ?? ctx.input.media[0]?.altText ?? null,
  };
}

function expectedMediaType(ctx: PhaseContext): string {
  if (isVideo(ctx)) return "video";
  return ctx.input.media.length > 1 ? "multiple_images" : "image";
}

function isOurs(candidate: Pin, ctx: PhaseContext, o: PinterestOptions): boolean {
  const sent = pinFields(ctx, o);
  const same = (a: string | null | undefined, b: string | null) => (a ?? null) === b || (a === "" && b === null);
  const mediaType = candidate.media?.media_type;
  return (
    same(candidate.title, sent.title) &&
    same(candidate.description, sent.description) &&
    same(candidate.link, sent.link) &&
    (!mediaType || mediaType === expectedMediaType(ctx))
  );
}

/** Pinterest writes created_at without a zone ("2026-11-24T10:15:00"); it is UTC. */
function parseCreatedAt(value: string | undefined): number {
  if (!value) return Number.NaN;
  return Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
}

function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export const pinterestAdapter: PlatformAdapter = {
  platform: "pinterest",

  validate: validatePinterest,

  async prepare(ctx): Promise<{ state: AdapterState }> {
    parseOptions(ctx);
    const preparedAt = str(ctx.state, "preparedAt") ?? new Date().toISOString();
    if (!isVideo(ctx) || str(ctx.state, "mediaId")) return { state: { preparedAt } };
    const mediaId = await uploadVideo(ctx.input.media[0].url, ctx.account.credentials.accessToken, ctx.signal);
    return { state: { preparedAt, mediaId } };
  },

  async poll(ctx) {
    const mediaId = str(ctx.state, "mediaId");
    if (!isVideo(ctx) || !mediaId) return { status: "ready" };
    const media = await readMediaStatus(mediaId, ctx.account.credentials.accessToken, ctx.signal);
    if (media.status === "succeeded") return { status: "ready" };
    if (media.status === "failed") {
      // Processing failed for good: the file itself is the problem, so the row fails with what to change.
      throw new PlatformInvalidContentError("Pinterest could not process the video; check its format (MP4 or MOV, 4 s to 15 min)", { field: "mediaUrls[0]" });
    }
    const polls = typeof ctx.state.videoPolls === "number" ? ctx.state.videoPolls : 0;
    return { status: "pending", checkAfterMs: Math.min(FIRST_VIDEO_POLL_MS * 2 ** polls, MAX_VIDEO_POLL_MS), state: { videoPolls: polls + 1 } };
  },

  async publish(ctx) {
    const o = parseOptions(ctx);
    const created = await pinterestRequest("POST", "/v5/pins", pin, {
      accessToken: ctx.account.credentials.accessToken,
      what: "creating the Pin",
      signal: ctx.signal,
      field: "platformOptions.pinterest.boardId",
      body: { ...pinFields(ctx, o), media_source: mediaSource(ctx, o) },
    });
    return { item: item(created.id, ctx), more: false };
  },

  async findExisting(ctx) {
    const o = parseOptions(ctx);
    const preparedAt = Date.parse(str(ctx.state, "preparedAt") ?? "");
    if (Number.isNaN(preparedAt))
      return { status: "unknown", reason: "Pinterest cannot be searched without the time the Pin was prepared; check the board before posting again" };
    const since = preparedAt - CLOCK_SKEW_MS;
    let bookmark: string | null | undefined;
    try {
      for (let page = 0; page < FIND_PAGES; page++) {
        const query = new URLSearchParams({ page_size: "25" });
        if (bookmark) query.set("bookmark", bookmark);
        const data = await pinterestRequest("GET", `/v5/boards/${encodeURIComponent(o.boardId)}/pins?${query}`, pinPage, {
          accessToken: ctx.account.credentials.accessToken,
          what: "listing the board's Pins",
          signal: ctx.signal,
        });
        for (const candidate of data.items) {
          const createdAt = parseCreatedAt(candidate.created_at);
          // Boards list their newest Pins first: once older than the window, ours is not there.
          if (!Number.isNaN(createdAt) && createdAt < since) return { status: "absent" };
          if (isOurs(candidate, ctx, o)) return { status: "found", item: item(candidate.id, ctx), more: false };
        }
        bookmark = data.bookmark;
        if (!bookmark) return { status: "absent" };
      }
    } catch (error) {
      return { status: "unknown", reason: `Pinterest could not be asked whether the Pin exists: ${(error as Error).message}` };
    }
    return { status: "unknown", reason: `more than ${FIND_PAGES * 25} Pins were added to the board since; check it before posting again` };
  },

  async fetchMetrics(ref, account, signal): Promise<PostMetrics> {
    const video = typeof ref.state.mediaId === "string" || ref.remotePublishId !== null;
    // Pin analytics reach back at most 90 days (query_start_date in v5/openapi.json).
    const today = new Date();
    const earliest = new Date(today.getTime() - 89 * 86_400_000);
    const start = ref.publishedAt && ref.publishedAt > earliest ? ref.publishedAt : earliest;
    // Only what the eight counters hold: pin clicks and outbound clicks have no counter in the analytics contract.
    const metricTypes = ["IMPRESSION", "SAVE", "TOTAL_COMMENTS", "TOTAL_REACTIONS", ...(video ? ["VIDEO_MRC_VIEW"] : [])];
    const query = new URLSearchParams({ start_date: utcDate(start), end_date: utcDate(today), metric_types: metricTypes.join(",") });
    const data = await pinterestRequest("GET", `/v5/pins/${encodeURIComponent(ref.remotePostId)}/analytics?${query}`, analytics, {
      accessToken: account.credentials.accessToken,
      what: "reading Pin analytics",
      signal,
    });
    const all = data.all ?? Object.values(data)[0];
    if (!all) return EMPTY_METRICS;
    const summary = all.summary_metrics ?? {};
    const lifetime = all.lifetime_metrics ?? {};
    const count = (value: number | undefined) => (value === undefined ? null : Math.round(value));
    return {
      ...EMPTY_METRICS,
      impressions: count(summary.IMPRESSION),
      saves: count(summary.SAVE),
      views: video ? count(summary.VIDEO_MRC_VIEW) : null,
      likes: count(lifetime.TOTAL_REACTIONS),
      comments: count(lifetime.TOTAL_COMMENTS),
    };
  },

  refreshToken(account, signal) {
    return refreshWithConfig(pinterestOAuth, account, signal);
  },
};

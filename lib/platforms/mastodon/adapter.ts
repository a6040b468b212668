// Mastodon (any instance) over its REST API. prepare() uploads the media (POST /api/v2/media, safe to repeat:
// unattached media are discarded by the instance), poll() waits until the instance has processed them, and
// publish() creates the status once with `Idempotency-Key: <row id>`: within the instance's one-hour window a
// repeated request returns the first status instead of creating another.
import { z } from "zod";
import { downloadMedia, mediaFilename, mediaTypesFor } from "../media-download";
import type { AdapterState, FindExistingResult, PhaseContext, PlatformAdapter, PrepareResult, PublishedItem } from "../types";
import { EMPTY_METRICS } from "../types";
import { mastodonRequest, mastodonStatus, mediaAttachment, type MastodonStatus } from "./api";
import { validateMastodon } from "./validate";

const IMAGE_MAX_BYTES = 16 * 1024 * 1024;
const VIDEO_MAX_BYTES = 99 * 1024 * 1024;
/** Mastodon keeps idempotency keys for an hour; stay safely inside it. */
const IDEMPOTENCY_WINDOW_MS = 50 * 60 * 1000;

const mastodonOptions = z.object({
  visibility: z.enum(["public", "unlisted", "private", "direct"]).optional().catch(undefined),
  spoilerText: z.string().optional().catch(undefined),
  sensitive: z.boolean().optional().catch(undefined),
  language: z.string().optional().catch(undefined),
  altTexts: z.array(z.string()).optional().catch(undefined),
});

export const mastodonAdapter: PlatformAdapter = {
  platform: "mastodon",
  validate: (input) => validateMastodon(input),

  async prepare(ctx): Promise<PrepareResult> {
    const mediaIds = stringList(ctx.state.mediaIds);
    const options = mastodonOptions.parse(ctx.input.options);
    // Resume after a crash: upload only what is not uploaded yet, in order.
    for (let index = mediaIds.length; index < ctx.input.media.length; index++) {
      const media = ctx.input.media[index];
      const field = `mediaUrls[${index}]`;
      const file = await downloadMedia(media.url, { field, maxBytes: media.kind === "video" ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES, accept: mediaTypesFor(media.kind), signal: ctx.signal });
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), mediaFilename(media.url, file.contentType, index));
      const description = media.altText ?? options.altTexts?.[index];
      if (description) form.set("description", description);
      const { data } = await mastodonRequest(ctx.account, "/api/v2/media", {
        method: "POST",
        form,
        schema: mediaAttachment,
        signal: ctx.signal,
        doing: `uploading ${field}`,
      });
      mediaIds.push(data.id);
    }
    return { state: { mediaIds, idempotencyKey: ctx.input.postId, preparedAt: stringOr(ctx.state.preparedAt, new Date().toISOString()) } };
  },

  async poll(ctx) {
    for (const id of stringList(ctx.state.mediaIds)) {
      const { status } = await mastodonRequest(ctx.account, `/api/v1/media/${encodeURIComponent(id)}`, {
        schema: mediaAttachment,
        signal: ctx.signal,
        doing: "checking the media",
      });
      // 206 Partial Content: still processing.
      if (status === 206) return { status: "pending", checkAfterMs: 2_000 };
    }
    return { status: "ready" };
  },

  async publish(ctx) {
    const options = mastodonOptions.parse(ctx.input.options);
    const mediaIds = stringList(ctx.state.mediaIds);
    const key = stringOr(ctx.state.idempotencyKey, ctx.input.postId);
    const { data } = await mastodonRequest(ctx.account, "/api/v1/statuses", {
      method: "POST",
      headers: { "idempotency-key": key },
      body: {
        status: ctx.input.text,
        ...(mediaIds.length > 0 ? { media_ids: mediaIds } : {}),
        ...(options.visibility ? { visibility: options.visibility } : {}),
        ...(options.spoilerText ? { spoiler_text: options.spoilerText } : {}),
        ...(options.sensitive !== undefined ? { sensitive: options.sensitive } : {}),
        ...(options.language ? { language: options.language } : {}),
      },
      schema: mastodonStatus,
      signal: ctx.signal,
      doing: "publishing the status",
    });
    return { item: toItem(data, mediaIds), more: false };
  },

  async findExisting(ctx) {
    return findStatus(ctx);
  },

  async fetchMetrics(ref, account, signal) {
    const { data } = await mastodonRequest(account, `/api/v1/statuses/${encodeURIComponent(ref.remotePostId)}`, {
      schema: mastodonStatus,
      signal,
      doing: "reading metrics",
    });
    return {
      ...EMPTY_METRICS,
      likes: data.favourites_count ?? null,
      comments: data.replies_count ?? null,
      reposts: data.reblogs_count === undefined ? null : data.reblogs_count + (data.quotes_count ?? 0),
    };
  },

  // Mastodon user tokens do not expire and come without a refresh token. After an auth error the pipeline calls
  // this once: verify_credentials tells a blip from a revoked token, and the latter (PlatformAuthExpiredError)
  // marks the account for reconnecting.
  async refreshToken(account, signal) {
    await mastodonRequest(account, "/api/v1/accounts/verify_credentials", { schema: z.object({ id: z.string() }), signal, doing: "checking the access token" });
    return { accessToken: account.credentials.accessToken! };
  },
};

function toItem(status: MastodonStatus, mediaIds: string[]): PublishedItem {
  return { remotePostId: status.id, remotePublishId: mediaIds.length > 0 ? mediaIds.join(",") : null, remotePermalink: status.url ?? status.uri };
}

/**
 * Read-only: look through the account's latest statuses for ours (same uploaded media, or same text posted
 * after prepare()). If it is not there and the idempotency window is still open, re-sending is safe ("absent"):
 * the instance would hand back the first status for the same key. Past the window we cannot be sure.
 */
async function findStatus(ctx: PhaseContext): Promise<FindExistingResult> {
  const accountId = typeof ctx.account.settings.accountId === "string" ? ctx.account.settings.accountId : ctx.account.platformAccountId;
  const mediaIds = stringList(ctx.state.mediaIds);
  const preparedAt = Date.parse(stringOr(ctx.state.preparedAt, ""));
  const { data } = await mastodonRequest(ctx.account, `/api/v1/accounts/${encodeURIComponent(accountId)}/statuses?limit=40`, {
    schema: z.array(mastodonStatus),
    signal: ctx.signal,
    doing: "checking whether the status exists",
  });
  const ours = data.find((status) =>
    mediaIds.length > 0
      ? status.media_attachments.some((m) => m.id === mediaIds[0])
      : (Number.isNaN(preparedAt) || Date.parse(status.created_at) >= preparedAt - 60_000) && sameText(status.content, ctx.input.text),
  );
  if (ours) return { status: "found", item: toItem(ours, mediaIds), more: false };
  if (!Number.isNaN(preparedAt) && Date.now() - preparedAt < IDEMPOTENCY_WINDOW_MS) return { status: "absent" };
  return { status: "unknown", reason: "the status was not found among the latest ones and the instance's idempotency window has passed" };
}

/** Compares the HTML Mastodon renders with the text we sent, ignoring markup and whitespace differences. */
function sameText(html: string, text: string): boolean {
  const plain = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  const normalize = (s: string) => s.replace(/\s+/g, " ").trim();
  return normalize(plain) === normalize(text);
}

function stringList(value: AdapterState[string] | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function stringOr(value: AdapterState[string] | undefined, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}


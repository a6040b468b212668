// Mastodon (any instance) over its REST API. prepare() uploads the media (POST /api/v2/media, safe to repeat:
// unattached media are discarded by the instance), poll() waits until the instance has processed them, and
// publish() creates the status once with `Idempotency-Key: <row id>`: within the instance's one-hour window a
// repeated request returns the first status instead of creating another.
//
// A thread (options.chainItems): item k is part chainItems[k-1], created with `in_reply_to_id` = item k-1 and
// an Idempotency-Key of its own, `<row id>:<k>` (https://docs.joinmastodon.org/methods/statuses/#create); its
// media is uploaded in prepare with the post's. findExisting of item k looks among the account's latest statuses
// for a reply to item k-1 with that part's media or text, so a crash between parts resumes at the next part.
import { z } from "zod";
import { chainItemField, chainItemMedia, moreAfter, readChainItems } from "../chain-items";
import { downloadMedia, mediaFilename, mediaTypesFor } from "../media-download";
import type { AccountContext, AdapterState, FindExistingResult, PhaseContext, PlatformAdapter, PrepareResult, PublishedItem, ResolvedMedia } from "../types";
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
      mediaIds.push(await uploadMedia(ctx, media, index, `mediaUrls[${index}]`, media.altText ?? options.altTexts?.[index]));
    }
    const partMedia = partMediaOf(ctx.state);
    const chain = readChainItems(ctx.input.options);
    for (let part = 0; part < chain.length; part++) {
      const media = chainItemMedia(chain[part]);
      if (!media || partMedia[String(part + 1)]) continue;
      partMedia[String(part + 1)] = await uploadMedia(ctx, media, 0, chainItemField("mastodon", part, "mediaUrl"), media.altText);
    }
    return {
      state: {
        mediaIds,
        ...(Object.keys(partMedia).length > 0 ? { partMedia } : {}),
        idempotencyKey: ctx.input.postId,
        preparedAt: stringOr(ctx.state.preparedAt, new Date().toISOString()),
      },
    };
  },

  async poll(ctx) {
    for (const id of [...stringList(ctx.state.mediaIds), ...Object.values(partMediaOf(ctx.state))]) {
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
    const index = ctx.items.length;
    const { text, mediaIds } = itemContent(ctx, index);
    const { data } = await mastodonRequest(ctx.account, "/api/v1/statuses", {
      method: "POST",
      headers: { "idempotency-key": idempotencyKey(ctx, index) },
      body: {
        status: text,
        ...(mediaIds.length > 0 ? { media_ids: mediaIds } : {}),
        ...(index > 0 ? { in_reply_to_id: ctx.items[index - 1].remotePostId } : {}),
        // The thread keeps the post's audience, warning and language.
        ...(options.visibility ? { visibility: options.visibility } : {}),
        ...(options.spoilerText ? { spoiler_text: options.spoilerText } : {}),
        ...(options.sensitive !== undefined ? { sensitive: options.sensitive } : {}),
        ...(options.language ? { language: options.language } : {}),
      },
      schema: mastodonStatus,
      signal: ctx.signal,
      doing: index === 0 ? "publishing the status" : `publishing part ${index + 1} of the thread`,
    });
    return { item: toItem(data, mediaIds), more: moreAfter(ctx.input, index) };
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

  // The first comment: a reply to the post by the same account, in the post's audience, with an Idempotency-Key
  // of its own (https://docs.joinmastodon.org/methods/statuses/#create: in_reply_to_id, Idempotency-Key).
  firstComment: {
    // Its images (firstCommentMedia) are uploaded first, with their alt text as `description`; an unattached
    // upload is discarded by the instance, so a repeat after a crash leaves nothing behind.
    async publish(ctx) {
      const options = mastodonOptions.parse(ctx.input.options);
      const mediaIds: string[] = [];
      for (const [index, media] of ctx.comment.media.entries()) {
        mediaIds.push(await uploadMedia(ctx, media, index, `platformOptions.mastodon.firstCommentMedia[${index}]`, media.altText));
      }
      const { data } = await mastodonRequest(ctx.account, "/api/v1/statuses", {
        method: "POST",
        headers: { "idempotency-key": ctx.comment.key },
        body: {
          status: ctx.comment.text,
          in_reply_to_id: ctx.items[0].remotePostId,
          ...(mediaIds.length > 0 ? { media_ids: mediaIds } : {}),
          ...(options.visibility ? { visibility: options.visibility } : {}),
          ...(options.language ? { language: options.language } : {}),
        },
        schema: mastodonStatus,
        signal: ctx.signal,
        doing: "publishing the first comment",
      });
      return toItem(data, mediaIds);
    },
    // Read-only: our reply among the account's latest statuses; absent is safe to re-send while the instance
    // still holds the key (a repeat would hand back the first reply).
    async findExisting(ctx) {
      const parentId = ctx.items[0].remotePostId;
      const { data } = await mastodonRequest(ctx.account, `/api/v1/accounts/${encodeURIComponent(accountIdOf(ctx.account))}/statuses?limit=40`, {
        schema: z.array(mastodonStatus),
        signal: ctx.signal,
        doing: "checking whether the first comment exists",
      });
      const ours = data.find((status) => status.in_reply_to_id === parentId && sameText(status.content, ctx.comment.text));
      if (ours) return { status: "found", item: toItem(ours, []) };
      if (Date.now() - Date.parse(ctx.comment.armedAt) < IDEMPOTENCY_WINDOW_MS) return { status: "absent" };
      return { status: "unknown", reason: "the reply was not found among the latest statuses and the instance's idempotency window has passed" };
    },
  },

  // Mastodon user tokens do not expire and come without a refresh token. After an auth error the pipeline calls
  // this once: verify_credentials tells a blip from a revoked token, and the latter (PlatformAuthExpiredError)
  // marks the account for reconnecting.
  async refreshToken(account, signal) {
    await mastodonRequest(account, "/api/v1/accounts/verify_credentials", { schema: z.object({ id: z.string() }), signal, doing: "checking the access token" });
    return { accessToken: account.credentials.accessToken! };
  },
};

/** A thread part's uploaded media id, by item index ("1" is chainItems[0]). */
function partMediaOf(state: AdapterState): Record<string, string> {
  const value = state.partMedia;
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** What item `index` sends: the post's text and media, or part chainItems[index-1]'s. */
function itemContent(ctx: PhaseContext, index: number): { text: string; mediaIds: string[] } {
  if (index === 0) return { text: ctx.input.text, mediaIds: stringList(ctx.state.mediaIds) };
  const media = partMediaOf(ctx.state)[String(index)];
  return { text: readChainItems(ctx.input.options)[index - 1]?.text ?? "", mediaIds: media ? [media] : [] };
}

/** The row's key for the post (as before threads), `<key>:<index>` for each part: one status per key. */
function idempotencyKey(ctx: PhaseContext, index: number): string {
  const key = stringOr(ctx.state.idempotencyKey, ctx.input.postId);
  return index === 0 ? key : `${key}:${index}`;
}

async function uploadMedia(ctx: PhaseContext, media: ResolvedMedia, position: number, field: string, description: string | undefined): Promise<string> {
  const file = await downloadMedia(media.url, {
    field,
    maxBytes: media.kind === "video" ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES,
    accept: mediaTypesFor(media.kind),
    signal: ctx.signal,
  });
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), mediaFilename(media.url, file.contentType, position));
  if (description) form.set("description", description);
  const { data } = await mastodonRequest(ctx.account, "/api/v2/media", {
    method: "POST",
    form,
    schema: mediaAttachment,
    signal: ctx.signal,
    doing: `uploading ${field}`,
  });
  return data.id;
}

function toItem(status: MastodonStatus, mediaIds: string[]): PublishedItem {
  return { remotePostId: status.id, remotePublishId: mediaIds.length > 0 ? mediaIds.join(",") : null, remotePermalink: status.url ?? status.uri };
}

/**
 * Read-only: look through the account's latest statuses for ours (a reply to the item before it when it is a
 * thread part; same uploaded media, or same text posted after prepare()). If it is not there and the idempotency
 * window is still open, re-sending is safe ("absent"): the instance would hand back the first status for the
 * same key. Past the window we cannot be sure.
 */
async function findStatus(ctx: PhaseContext): Promise<FindExistingResult> {
  const index = ctx.items.length;
  const { text, mediaIds } = itemContent(ctx, index);
  const parentId = index === 0 ? null : ctx.items[index - 1].remotePostId;
  const preparedAt = Date.parse(stringOr(ctx.state.preparedAt, ""));
  const { data } = await mastodonRequest(ctx.account, `/api/v1/accounts/${encodeURIComponent(accountIdOf(ctx.account))}/statuses?limit=40`, {
    schema: z.array(mastodonStatus),
    signal: ctx.signal,
    doing: "checking whether the status exists",
  });
  const ours = data.find(
    (status) =>
      (status.in_reply_to_id ?? null) === parentId &&
      (mediaIds.length > 0
        ? status.media_attachments.some((m) => m.id === mediaIds[0])
        : (Number.isNaN(preparedAt) || Date.parse(status.created_at) >= preparedAt - 60_000) && sameText(status.content, text)),
  );
  if (ours) return { status: "found", item: toItem(ours, mediaIds), more: moreAfter(ctx.input, index) };
  if (!Number.isNaN(preparedAt) && Date.now() - preparedAt < IDEMPOTENCY_WINDOW_MS) return { status: "absent" };
  return { status: "unknown", reason: "the status was not found among the latest ones and the instance's idempotency window has passed" };
}

function accountIdOf(account: AccountContext): string {
  return typeof account.settings.accountId === "string" ? account.settings.accountId : account.platformAccountId;
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

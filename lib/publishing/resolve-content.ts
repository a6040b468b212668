// What one row sends to its network (contract: PlatformOptions): the caption is platformCaptions[p] or the
// shared caption; hashtags are appended the network's way; YouTube's description is cut to 5,000 characters;
// options are platformOptions[p]. Missing or invalid required options are not decided here: validate() of the
// network reports them ("youtube: title is required") and the row fails at publish time, as the contract says.
import { appUrl, env } from "../env";
import { tagLinks, tagUrl } from "../links/utm-tags";
import type { PlatformId } from "../platforms/ids";
import type { MediaKind, PostTypeName, PublishInput, ResolvedMedia } from "../platforms/types";

/** The fields of a post row that publishing reads. */
export interface PostContent {
  id: string;
  title: string | null;
  caption: string | null;
  hashtags: string[];
  mediaUrls: string[];
  /** Alt text per entry of mediaUrls ("" or missing: none). */
  mediaAltTexts?: string[];
  /** The campaign links are tagged with (lib/links/utm-tags.ts), already resolved from the post and its
   *  workspace; null or missing: links are left as written. */
  utmCampaign?: string | null;
  mediaType: MediaKind | null;
  postType: PostTypeName;
  platformCaptions: unknown;
  platformOptions: unknown;
}

export const YOUTUBE_DESCRIPTION_MAX = 5000;

/** Public base of Postlane's stored media (the contract's {cdn_url}). */
export function cdnBaseUrl(): string {
  return (env().CDN_URL ?? `${appUrl()}/media`).replace(/\/+$/, "");
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** "#Launch", " launch " and "launch" are one tag; empty ones are dropped. */
export function normalizeHashtags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, "").replace(/\s+/g, "");
    if (tag === "" || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

function alreadyInText(text: string, tag: string): boolean {
  const escaped = tag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}_])#${escaped}(?![\\p{L}\\p{N}_])`, "iu").test(text);
}

/** Networks with tight budgets get the tags on the same line; the others after a blank line. */
const INLINE_HASHTAGS: ReadonlySet<PlatformId> = new Set(["twitter", "bluesky", "threads"]);

export function appendHashtags(platform: PlatformId, text: string, tags: string[]): string {
  const missing = tags.filter((tag) => !alreadyInText(text, tag));
  if (missing.length === 0) return text;
  const line = missing.map((tag) => `#${tag}`).join(" ");
  if (text.trim() === "") return line;
  return INLINE_HASHTAGS.has(platform) ? `${text.trimEnd()} ${line}` : `${text.trimEnd()}\n\n${line}`;
}

/** Each network is its own utm_source: the caption, the link fields and a thread's parts are tagged. */
function tagPostLinks(platform: PlatformId, text: string, options: Record<string, unknown>, campaign: string): string {
  for (const field of LINK_FIELDS) {
    if (typeof options[field] === "string") options[field] = tagUrl(options[field], platform, campaign);
  }
  if (Array.isArray(options.chainItems)) {
    options.chainItems = options.chainItems.map((item: unknown) =>
      item && typeof item === "object" && typeof (item as { text?: unknown }).text === "string"
        ? { ...item, text: tagLinks((item as { text: string }).text, platform, campaign) }
        : item,
    );
  }
  return tagLinks(text, platform, campaign);
}

/** Options that hold the one URL a post opens: Pinterest's link, Threads' link attachment. */
const LINK_FIELDS = ["link", "linkAttachment"] as const;

const VIDEO_EXTENSION = /\.(mp4|mov|m4v|webm|avi|mkv)(\?|#|$)/i;

function mediaKind(url: string, declared: MediaKind | null): MediaKind {
  if (declared) return declared;
  return VIDEO_EXTENSION.test(new URL(url, "http://x").pathname) ? "video" : "image";
}

export function resolveContent(post: PostContent, platform: PlatformId, cdnBase = cdnBaseUrl()): PublishInput {
  const captions = asRecord(post.platformCaptions);
  const allOptions = asRecord(post.platformOptions);
  const options = { ...asRecord(allOptions[platform]) };
  const override = captions[platform];
  let text = typeof override === "string" ? override : (post.caption ?? "");
  let hashtags = normalizeHashtags(post.hashtags);

  if (platform === "threads" && hashtags.length > 0 && options.topic === undefined) {
    // Threads turns one hashtag into the post's topic; the first one takes that place.
    options.topic = hashtags[0];
    text = appendHashtags(platform, text, hashtags.slice(1));
  } else {
    text = appendHashtags(platform, text, hashtags);
  }
  if (platform === "youtube") text = [...text].slice(0, YOUTUBE_DESCRIPTION_MAX).join("");
  hashtags = normalizeHashtags(hashtags);

  // Per image alt text; a network's own altText option (Instagram, Threads, Pinterest) still wins for the first.
  const altText = typeof options.altText === "string" && options.altText !== "" ? options.altText : undefined;
  const media: ResolvedMedia[] = post.mediaUrls.map((url, index) => {
    const own = index === 0 && altText ? altText : post.mediaAltTexts?.[index]?.trim();
    return { url, kind: mediaKind(url, post.mediaType), ...(own ? { altText: own } : {}) };
  });
  if (post.utmCampaign) text = tagPostLinks(platform, text, options, post.utmCampaign);

  const sandbox = asRecord(allOptions.sandbox);
  return {
    postId: post.id,
    platform,
    postType: post.postType,
    title: post.title,
    text,
    hashtags,
    media,
    mediaType: post.mediaType ?? (media.length > 0 ? media[0].kind : null),
    options,
    cdnBaseUrl: cdnBase,
    ...(Object.keys(sandbox).length > 0 ? { sandbox } : {}),
  };
}

// What the composer sends: its state turned into POST /posts and PATCH /posts/{id} bodies (the same zod
// schemas check them in the browser and in the services). Pure, so it is tested without a browser.
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import type { CreatePostRequest, UpdatePostRequest } from "@/lib/schemas/posts";
import { mediaTypeOf, type MediaItem } from "./media";
import { withThread, type ThreadPart } from "./thread";

export type Intent = "draft" | "scheduled" | "published";
/** What the composer's buttons ask for: an intent, "Add to queue" (scheduled at the next free slot), or
 *  "Submit for approval" (where posts need approval and the person cannot approve). */
export type SubmitIntent = Intent | "queue" | "approval";

export interface ComposerValues {
  chosen: { id: string; platform: string }[];
  title: string;
  caption: string;
  hashtags: string[];
  captions: Partial<Record<PlatformId, string>>;
  /** platformOptions as edited; keys that are not networks (e.g. `sandbox`) are kept as they came. */
  options: Record<string, Record<string, unknown>>;
  media: MediaItem[];
  postType: "post" | "reel" | "story";
  /** The thread's replies after the caption (X, Bluesky, Threads, Mastodon); empty for a single post. */
  thread?: ThreadPart[];
  /** This post's UTM override; null or missing: the workspace setting. */
  utm?: CreatePostRequest["utm"];
  /** The team's notes on the post: saved with it, never part of what a network gets. */
  notes?: string;
}

const isPlatform = (key: string): key is PlatformId => (PLATFORM_IDS as readonly string[]).includes(key);

/** "#launch, postlane  #Launch" → ["launch", "postlane", "Launch"]: what the hashtags field holds. */
export function parseHashtags(raw: string): string[] {
  return raw
    .split(/[\s,]+/)
    .map((t) => t.replace(/^#+/, ""))
    .filter(Boolean);
}

/** The post's content for the chosen networks: what the dry run checks and what is saved. */
export function composedContent(values: ComposerValues) {
  const platforms = [...new Set(values.chosen.map((a) => a.platform))] as PlatformId[];
  const media = values.media.filter((m) => m.url !== null && m.status !== "failed");
  const chosenOptions = Object.fromEntries(Object.entries(values.options).filter(([key]) => !isPlatform(key) || platforms.includes(key)));
  const options = Object.fromEntries(Object.entries(withThread(chosenOptions, platforms, values.thread ?? [])).filter(([, o]) => Object.keys(o).length > 0));
  return {
    platforms,
    title: values.title,
    caption: values.caption,
    hashtags: values.hashtags,
    platformCaptions: Object.fromEntries(Object.entries(values.captions).filter(([p, c]) => c !== "" && platforms.includes(p as PlatformId))) as Partial<
      Record<PlatformId, string>
    >,
    platformOptions: options,
    mediaUrls: media.map((m) => m.url!),
    // One alt text per media item, by position (a video's is ""): every network that takes alt text reads it.
    mediaAltTexts: media.map((m) => (m.kind === "image" ? m.alt.trim() : "")),
    utm: values.utm ?? null,
    mediaType: mediaTypeOf(media),
    postType: values.postType,
  };
}

/** POST /posts: only what is set, so a draft stays as small as what the person wrote. */
export function createRequest(values: ComposerValues, intent: Intent, scheduledAt: string | null): CreatePostRequest {
  const c = composedContent(values);
  return {
    accountMappings: values.chosen.map((a) => ({ platform: a.platform as PlatformId, accountId: a.id })),
    ...(c.title ? { title: c.title } : {}),
    caption: c.caption,
    ...(c.hashtags.length ? { hashtags: c.hashtags } : {}),
    ...(Object.keys(c.platformCaptions).length ? { platformCaptions: c.platformCaptions } : {}),
    ...(Object.keys(c.platformOptions).length ? { platformOptions: c.platformOptions } : {}),
    ...(c.mediaUrls.length ? { mediaUrls: c.mediaUrls, ...(c.mediaType ? { mediaType: c.mediaType } : {}) } : {}),
    ...(c.mediaAltTexts.some((a) => a !== "") ? { mediaAltTexts: c.mediaAltTexts } : {}),
    ...(c.utm ? { utm: c.utm } : {}),
    ...(values.notes?.trim() ? { notes: values.notes } : {}),
    postType: c.postType,
    status: intent,
    ...(intent === "scheduled" && scheduledAt ? { scheduledAt } : {}),
  };
}

/** PATCH /posts/{id}: every field the composer shows, so what is on screen is what is stored (emptied
 *  fields included). Publishing now saves as a draft first, then publishes. */
export function updateRequest(values: ComposerValues, intent: Intent, scheduledAt: string | null): UpdatePostRequest {
  const c = composedContent(values);
  return {
    accountMappings: values.chosen.map((a) => ({ platform: a.platform as PlatformId, accountId: a.id })),
    title: c.title,
    caption: c.caption,
    hashtags: c.hashtags,
    platformCaptions: c.platformCaptions,
    platformOptions: c.platformOptions,
    mediaUrls: c.mediaUrls,
    mediaType: c.mediaType,
    mediaAltTexts: c.mediaAltTexts,
    utm: c.utm,
    notes: values.notes ?? "",
    postType: c.postType,
    status: intent === "scheduled" ? "scheduled" : "draft",
    ...(intent === "scheduled" && scheduledAt ? { scheduledAt } : {}),
  };
}

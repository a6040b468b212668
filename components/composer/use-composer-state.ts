"use client";

// Everything the composer holds and works out, so composer.tsx is only layout: the fields, grouped by what
// they are about (who it goes to, what it says, media and options, when), the post as the chosen networks
// will get it, and the server's dry run of it, asked once typing pauses.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { PlatformId } from "@/lib/platforms/ids";
import { takesPostType } from "@/lib/platforms/post-types";
import type { ComposerDraft } from "@/lib/schemas/composer";
import type { ComposerAccount } from "./account-picker";
import { composedContent, parseHashtags, type ComposerValues } from "./compose-request";
import { checkPost } from "./composer-reads";
import { altTextsFrom, withoutPerItemAltTexts } from "./media";
import type { MediaMix } from "./option-labels";
import { composerBlockers, type Blocker } from "./blockers";
import { initialTikTokDeclarations, tiktokBlocker, type TikTokDeclarations } from "./tiktok-post-settings";
import { threadFromOptions, withoutThread, type ThreadPart } from "./thread";
import { useDebounced } from "./use-debounced";
import { mediaFromUrls, useMedia } from "./use-media";
import { useViewerTime } from "@/components/ui/viewer-time";
import { toZonedInputValue } from "@/lib/time/format";

/** What the composer opens with: an idea's content, or a stored post being edited. */
export type ComposerInitial = Omit<ComposerDraft, "mediaType"> & {
  /** The idea a new post is made from ("Turn into post"): sent as ideaId when the post is created. */
  ideaId?: string;
  accountIds?: string[];
  mediaType?: "image" | "video" | null;
  scheduledAt?: string | null;
  /** The team's notes on the post (or the idea's, for a new post from one): never published. */
  notes?: string;
};

type PostType = "post" | "reel" | "story";

function mediaMixOf(items: { kind: "image" | "video" }[]): MediaMix {
  const kinds = new Set(items.map((item) => item.kind));
  if (kinds.size === 0) return "none";
  return kinds.size > 1 ? "mixed" : [...kinds][0]!;
}

export function useComposerState({ workspaceId, accounts, initial }: { workspaceId: string; accounts: ComposerAccount[]; initial?: ComposerInitial }) {
  // Who it goes to.
  const [selected, setSelected] = useState<Set<string>>(new Set(initial?.accountIds ?? []));
  const toggleAccount = (id: string, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });

  // What it says: the shared text, the per-network captions (one tab each) and the thread's replies.
  const [title, setTitle] = useState(initial?.title ?? "");
  const [caption, setCaption] = useState(initial?.caption ?? "");
  const [hashtags, setHashtags] = useState((initial?.hashtags ?? []).map((t) => `#${t}`).join(" "));
  const [captions, setCaptions] = useState<Partial<Record<PlatformId, string>>>(initial?.platformCaptions ?? {});
  const [tab, setTab] = useState<"all" | PlatformId>("all");
  const [thread, setThread] = useState<ThreadPart[]>(() => threadFromOptions(initial?.platformOptions ?? {}));
  const tabCaption = tab === "all" ? caption : (captions[tab] ?? "");
  const setTabCaption = (text: string) => (tab === "all" ? setCaption(text) : setCaptions((c) => ({ ...c, [tab]: text })));

  // Media, post type and the options per network (TikTok's disclosure switch is derived from what was stored).
  const media = useMedia(
    workspaceId,
    mediaFromUrls(
      initial?.mediaUrls ?? [],
      initial?.mediaType,
      altTextsFrom(initial?.platformOptions ?? {}, initial?.mediaUrls?.length ?? 0, initial?.mediaAltTexts),
    ),
  );
  const [chosenPostType, setPostType] = useState<PostType>(initial?.postType ?? "post");
  const [options, setOptions] = useState<Record<string, Record<string, unknown>>>(withoutThread(withoutPerItemAltTexts(initial?.platformOptions ?? {})));
  const [tiktokDeclared, setTiktokDeclared] = useState<TikTokDeclarations>(() => initialTikTokDeclarations(initial?.platformOptions?.tiktok ?? {}));
  /** An option from its latest value (a first comment's image that finishes uploading while its alt text is typed). */
  function updateOption(platform: string, name: string, update: (previous: unknown) => unknown) {
    setOptions((all) => {
      const next = { ...(all[platform] ?? {}) };
      const value = update(next[name]);
      if (value === undefined) delete next[name];
      else next[name] = value;
      return { ...all, [platform]: next };
    });
  }
  const setOption = (platform: string, name: string, value: unknown) => updateOption(platform, name, () => value);
  // First-comment images on their way (first-comment-images.tsx): saving waits for them as for the post's media.
  const [commentUploads, setCommentUploads] = useState(0);
  const trackCommentUpload = (delta: 1 | -1) => setCommentUploads((n) => n + delta);

  // When: the datetime-local value "Schedule" uses.
  // In the viewer's zone (not the browser's): the server renders the same value, and "Schedule for" names it.
  const zone = useViewerTime().timeZone;
  const [when, setWhen] = useState(() => toZonedInputValue(zone, initial?.scheduledAt));

  // The post as the chosen networks get it.
  const chosen = accounts.filter((a) => selected.has(a.id));
  // A Reel or a Story only where a chosen network has them: a Bluesky-only post is a post, whatever was picked
  // while Instagram was still chosen.
  const postType: PostType = takesPostType(chosen.map((a) => a.platform)) ? chosenPostType : "post";
  const [utm, setUtm] = useState<ComposerValues["utm"]>(initial?.utm ?? null);
  // The team's notes: saved with the post, left out of the draft the networks are checked against.
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const values: ComposerValues = {
    chosen,
    title,
    caption,
    hashtags: parseHashtags(hashtags),
    captions,
    options,
    media: media.items,
    postType,
    thread,
    utm,
    notes,
  };
  const content = composedContent(values);
  const platforms = content.platforms;
  const draft: ComposerDraft = {
    title: content.title || undefined,
    caption: content.caption,
    hashtags: content.hashtags,
    platformCaptions: content.platformCaptions,
    platformOptions: content.platformOptions,
    mediaUrls: content.mediaUrls,
    mediaAltTexts: content.mediaAltTexts,
    utm: content.utm,
    mediaType: content.mediaType ?? undefined,
    postType,
  };

  // The dry run is keyed by the draft's JSON, asked once typing pauses (POST /api/posts/check). A check
  // whose draft has moved on is cancelled through react-query's signal, and the last answer stays shown until
  // the next arrives, so the counters never flicker back to empty.
  const draftKey = JSON.stringify({ platforms, draft });
  const settledKey = useDebounced(draftKey, 250);
  const check = useQuery({
    queryKey: ["post-check", workspaceId, settledKey],
    queryFn: ({ signal }) => checkPost(workspaceId, JSON.parse(settledKey) as { platforms: PlatformId[]; draft: ComposerDraft }, signal),
    enabled: platforms.length > 0,
    placeholderData: keepPreviousData,
  });
  const checks = platforms.length === 0 ? [] : check.data?.checks.filter((c) => platforms.includes(c.platform));
  // The post's own problems (campaign tags without a campaign name), for any network.
  const postProblems: Blocker[] = platforms.length === 0 ? [] : (check.data?.problems ?? []).map((p) => ({ platform: null, field: p.field, say: p.say }));
  const checking = check.isFetching || settledKey !== draftKey;
  const tiktokWait = platforms.includes("tiktok") ? tiktokBlocker(options.tiktok ?? {}, tiktokDeclared) : null;
  const blockers = composerBlockers(checks, [...postProblems, ...(tiktokWait ? [tiktokWait] : [])]);

  return {
    selected,
    toggleAccount,
    chosen,
    title,
    setTitle,
    caption,
    setCaption,
    captions,
    hashtags,
    setHashtags,
    tab,
    setTab,
    tabCaption,
    setTabCaption,
    thread,
    setThread,
    media,
    mediaMix: mediaMixOf(media.items),
    /** The first video that can be shown (its upload's local preview, or its URL), for the cover-frame picker. */
    videoUrl: media.items.find((m) => m.kind === "video" && m.preview && m.status !== "failed")?.preview ?? undefined,
    postType,
    /** Whether any chosen network has post types (Reel, Story): the composer asks only then. */
    asksPostType: takesPostType(chosen.map((a) => a.platform)),
    setPostType,
    options,
    setOption,
    updateOption,
    /** Media still uploading, the post's own or a first comment's: the buttons wait for it. */
    uploading: media.uploading || commentUploads > 0,
    trackCommentUpload,
    tiktokDeclared,
    setTiktokDeclared,
    when,
    setWhen,
    utm,
    setUtm,
    notes,
    setNotes,
    values,
    platforms,
    checks,
    blockers,
    checking,
  };
}

"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { addToQueueAction, checkPostAction, createPostAction, type ComposerDraft } from "@/app/(app)/[workspace]/posts/new/actions";
import { addEditedPostToQueueAction, updateAndPublishPostAction, updatePostAction } from "@/app/(app)/[workspace]/posts/[id]/edit/actions";
import type { ActionResult } from "@/app/(app)/action-result";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { formatZodError } from "@/lib/errors";
import type { PlatformId } from "@/lib/platforms/ids";
import { createPostRequest, updatePostRequest } from "@/lib/schemas/posts";
import { AccountPicker, type ComposerAccount } from "./account-picker";
import { BoardPicker } from "./board-picker";
import { composedContent, createRequest, parseHashtags, updateRequest, type ComposerValues, type Intent, type SubmitIntent } from "./compose-request";
import { altTextsFrom, withoutPerItemAltTexts } from "./media";
import { MediaPicker } from "./media-picker";
import { NetworkPreview } from "./network-preview";
import { OptionsForm, optionFields } from "./options-form";
import type { MediaMix } from "./option-labels";
import { TikTokPostSettings, noTikTokDeclarations, tiktokBlocker, type TikTokDeclarations } from "./tiktok-post-settings";
import { SubmitPanel } from "./submit-panel";
import { threadFromOptions, withoutThread, type ThreadPart } from "./thread";
import { ThreadEditor } from "./thread-editor";
import { useDebounced } from "./use-debounced";
import { mediaFromUrls, useMedia } from "./use-media";
import { ValidationPanel } from "./validation-panel";
import { networkLabel } from "@/components/ui/format";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** What the composer opens with: an idea's content, or a stored post being edited. */
export type ComposerInitial = Omit<ComposerDraft, "mediaType"> & {
  accountIds?: string[];
  mediaType?: "image" | "video" | null;
  scheduledAt?: string | null;
};

const isFuture = (time: Date) => time.getTime() > Date.now();

/** An ISO time as the value of a datetime-local input, in the person's own time zone. */
function localInputValue(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

// One composer for a new post and for editing a draft or scheduled one (`editing`): the same fields, checks
// and preview; a new post is created (POST /posts), an edited one saved (PATCH /posts/{id}).
export function Composer({
  workspaceId,
  accounts,
  initial,
  editing,
}: {
  workspaceId: string;
  accounts: ComposerAccount[];
  initial?: ComposerInitial;
  editing?: { postId: string; status: "draft" | "scheduled" };
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set(initial?.accountIds ?? []));
  const [title, setTitle] = useState(initial?.title ?? "");
  const [caption, setCaption] = useState(initial?.caption ?? "");
  const [hashtags, setHashtags] = useState((initial?.hashtags ?? []).map((t) => `#${t}`).join(" "));
  const [captions, setCaptions] = useState<Partial<Record<PlatformId, string>>>(initial?.platformCaptions ?? {});
  const [options, setOptions] = useState<Record<string, Record<string, unknown>>>(withoutThread(withoutPerItemAltTexts(initial?.platformOptions ?? {})));
  const [thread, setThread] = useState<ThreadPart[]>(() => threadFromOptions(initial?.platformOptions ?? {}));
  const media = useMedia(
    workspaceId,
    mediaFromUrls(initial?.mediaUrls ?? [], initial?.mediaType, altTextsFrom(initial?.platformOptions ?? {}, initial?.mediaUrls?.length ?? 0)),
  );
  const [postType, setPostType] = useState<"post" | "reel" | "story">(initial?.postType ?? "post");
  const [tab, setTab] = useState<"all" | PlatformId>("all");
  const [when, setWhen] = useState(localInputValue(initial?.scheduledAt));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<SubmitIntent | null>(null);
  const [tiktokDeclared, setTiktokDeclared] = useState<TikTokDeclarations>(noTikTokDeclarations);

  const chosen = accounts.filter((a) => selected.has(a.id));
  const values: ComposerValues = { chosen, title, caption, hashtags: parseHashtags(hashtags), captions, options, media: media.items, postType, thread };
  const content = composedContent(values);
  const platforms = content.platforms;
  const draft: ComposerDraft = {
    title: content.title || undefined,
    caption: content.caption,
    hashtags: content.hashtags,
    platformCaptions: content.platformCaptions,
    platformOptions: content.platformOptions,
    mediaUrls: content.mediaUrls,
    mediaType: content.mediaType ?? undefined,
    postType,
  };
  // The dry run is keyed by the draft's JSON, asked once typing pauses.
  const draftKey = JSON.stringify({ platforms, draft });
  const settledKey = useDebounced(draftKey, 250);
  const check = useQuery({
    queryKey: ["post-check", workspaceId, settledKey],
    queryFn: async () => {
      const settled = JSON.parse(settledKey) as { platforms: PlatformId[]; draft: ComposerDraft };
      const result = await checkPostAction(workspaceId, settled.platforms, settled.draft);
      if (!result.ok) throw new Error(result.error);
      return result.data;
    },
    enabled: platforms.length > 0,
    placeholderData: keepPreviousData,
  });
  const checks = platforms.length === 0 ? [] : check.data?.filter((c) => platforms.includes(c.platform));
  const problemCount = (checks ?? []).reduce((n, c) => n + c.problems.length, 0);
  const checking = check.isFetching || settledKey !== draftKey;
  const tiktokWait = platforms.includes("tiktok") ? tiktokBlocker(options.tiktok ?? {}, tiktokDeclared) : null;

  function setOption(platform: string, name: string, value: unknown) {
    setOptions((all) => {
      const next = { ...(all[platform] ?? {}) };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return { ...all, [platform]: next };
    });
  }

  async function save(intent: Intent, scheduledAt: string | null): Promise<ActionResult<unknown>> {
    if (!editing) {
      const parsed = createPostRequest.safeParse(createRequest(values, intent, scheduledAt));
      if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
      return createPostAction(workspaceId, parsed.data);
    }
    const parsed = updatePostRequest.safeParse(updateRequest(values, intent, scheduledAt));
    if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
    return intent === "published"
      ? updateAndPublishPostAction(workspaceId, editing.postId, parsed.data)
      : updatePostAction(workspaceId, editing.postId, parsed.data);
  }

  /** "Add to queue": saved as the posts service sees it, then scheduled at the next free slot by the server. */
  async function queue(): Promise<ActionResult<{ scheduledAt: string }>> {
    if (!editing) {
      const { status: _status, scheduledAt: _at, ...body } = createRequest(values, "draft", null);
      return addToQueueAction(workspaceId, body);
    }
    return addEditedPostToQueueAction(workspaceId, editing.postId, updateRequest(values, "draft", null));
  }

  async function submit(intent: SubmitIntent) {
    if (chosen.length === 0) return setError("Pick at least one account to post to.");
    if (media.uploading) return setError("Wait for the uploads to finish, or remove them.");
    if (media.failed) return setError("Some media did not upload: retry or remove it.");
    if (thread.some((p) => p.media?.status === "uploading")) return setError("Wait for the thread's uploads to finish, or remove them.");
    if (thread.some((p) => p.media?.status === "failed")) return setError("Some of the thread's media did not upload: remove it and add it again.");
    const scheduledAt = intent === "scheduled" && when ? new Date(when) : null;
    if (intent === "scheduled" && !scheduledAt) return setError("scheduledAt: pick a date and time");
    if (scheduledAt && !isFuture(scheduledAt)) return setError("scheduledAt: must be in the future");
    setPending(intent);
    setError(null);
    try {
      if (intent === "queue") {
        const queued = await queue();
        if (!queued.ok) return setError(queued.error);
        toast.success(`Added to the queue for ${new Date(queued.data.scheduledAt).toLocaleString()}`);
        await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
        return router.push(`/${workspaceId}/posts`);
      }
      const result = await save(intent, scheduledAt?.toISOString() ?? null);
      if (!result.ok) return setError(result.error);
      const saved = editing
        ? intent === "draft"
          ? editing.status === "scheduled"
            ? "Moved to drafts"
            : "Draft saved"
          : null
        : intent === "draft"
          ? "Draft saved"
          : null;
      toast.success(saved ?? (intent === "scheduled" ? `Scheduled for ${scheduledAt!.toLocaleString()}` : "Publishing now"));
      await queryClient.invalidateQueries({ queryKey: ["posts", workspaceId] });
      router.push(`/${workspaceId}/posts`);
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(null);
    }
  }

  const tabCaption = tab === "all" ? caption : (captions[tab] ?? "");
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <AccountPicker
          accounts={accounts}
          selected={selected}
          onToggle={(id, on) =>
            setSelected((s) => {
              const n = new Set(s);
              if (on) n.add(id);
              else n.delete(id);
              return n;
            })
          }
        />

        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="space-y-1">
            <label htmlFor="post-title" className="block text-sm font-medium text-slate-700">
              Title <span className="font-normal text-slate-500">(for your posts list; YouTube’s and TikTok’s own titles are in their options)</span>
            </label>
            <input id="post-title" className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={500} />
          </div>
          <div role="tablist" aria-label="Caption for" className="flex flex-wrap gap-1 border-b border-slate-200">
            {(["all", ...platforms] as const).map((t) => (
              <button
                key={t}
                role="tab"
                type="button"
                aria-selected={tab === t}
                onClick={() => setTab(t)}
                className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${tab === t ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
              >
                {t === "all" ? "All networks" : networkLabel(t)}
                {t !== "all" && captions[t] ? " •" : ""}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            <label htmlFor="post-caption" className="sr-only">
              {tab === "all" ? "Caption" : `Caption for ${networkLabel(tab)}`}
            </label>
            <textarea
              id="post-caption"
              rows={6}
              className={inputClass}
              value={tabCaption}
              placeholder={tab === "all" ? "What do you want to say?" : `Leave empty to use the shared caption on ${networkLabel(tab)}`}
              onChange={(e) => (tab === "all" ? setCaption(e.target.value) : setCaptions((c) => ({ ...c, [tab]: e.target.value })))}
            />
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Length per network">
              {(checks ?? [])
                .filter((c) => c.max !== null)
                .map((c) => {
                  const over = c.count !== null && c.count > c.max!;
                  return (
                    <li
                      key={c.platform}
                      data-testid={`counter-${c.platform}`}
                      className={`rounded px-2 py-0.5 text-xs font-medium tabular-nums ${over ? "bg-red-100 text-red-700" : "bg-slate-100 text-slate-600"}`}
                      title={`${c.unit} as ${networkLabel(c.platform)} counts them`}
                    >
                      <span>{networkLabel(c.platform)}</span> {c.count}/{c.max}
                    </li>
                  );
                })}
            </ul>
          </div>
          <div className="space-y-1">
            <label htmlFor="post-hashtags" className="block text-sm font-medium text-slate-700">
              Hashtags <span className="font-normal text-slate-500">(added to every network’s text its own way)</span>
            </label>
            <input id="post-hashtags" className={inputClass} value={hashtags} onChange={(e) => setHashtags(e.target.value)} placeholder="#launch #postlane" />
          </div>
        </section>

        <ThreadEditor
          workspaceId={workspaceId}
          platforms={platforms}
          caption={caption}
          onCaption={setCaption}
          parts={thread}
          setParts={setThread}
          checks={checks}
        />

        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Media">
          <h2 className="text-sm font-semibold">Media</h2>
          <MediaPicker media={media} />
          <div className="space-y-1 sm:w-1/2">
            <label htmlFor="post-type" className="block text-sm font-medium text-slate-700">
              Post type
            </label>
            <select id="post-type" className={inputClass} value={postType} onChange={(e) => setPostType(e.target.value as "post" | "reel" | "story")}>
              <option value="post">Post</option>
              <option value="reel">Reel</option>
              <option value="story">Story</option>
            </select>
          </div>
        </section>

        <NetworkPreview checks={checks} accounts={chosen} media={media.items.filter((m) => m.url !== null && m.status !== "failed")} />

        {platforms.some((p) => optionFields(p).length > 0) ? (
          <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Options per network">
            <h2 className="text-sm font-semibold">Options per network</h2>
            {platforms.map((p) =>
              p === "tiktok" ? (
                <TikTokPostSettings
                  key={p}
                  creators={chosen.filter((a) => a.platform === "tiktok")}
                  values={options.tiktok ?? {}}
                  problems={checks?.find((c) => c.platform === "tiktok")?.problems ?? []}
                  context={{ mediaMix: mediaMixOf(media.items), postType }}
                  declared={tiktokDeclared}
                  onDeclare={setTiktokDeclared}
                  onChange={(name, value) => setOption("tiktok", name, value)}
                />
              ) : (
                <OptionsForm
                  key={p}
                  platform={p}
                  values={options[p] ?? {}}
                  problems={checks?.find((c) => c.platform === p)?.problems ?? []}
                  context={{ mediaMix: mediaMixOf(media.items), postType }}
                  onChange={(name, value) => setOption(p, name, value)}
                  custom={
                    p === "pinterest"
                      ? {
                          boardId: (field) => (
                            <BoardPicker
                              {...field}
                              workspaceId={workspaceId}
                              accountId={chosen.find((a) => a.platform === "pinterest")?.id}
                              onChange={(board) => setOption(p, "boardId", board)}
                            />
                          ),
                        }
                      : undefined
                  }
                />
              ),
            )}
          </section>
        ) : null}
      </div>

      <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        <ValidationPanel checks={checks} pending={checking && platforms.length > 0} />
        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <FormError message={error} />
          {tiktokWait ? (
            <p role="note" className="text-sm text-amber-800">
              {tiktokWait}
            </p>
          ) : null}
          <SubmitPanel
            workspaceId={workspaceId}
            editing={editing}
            when={when}
            onWhen={setWhen}
            pending={pending}
            hasProblems={problemCount > 0 || tiktokWait !== null}
            checking={checking}
            busyWithMedia={media.uploading}
            canQueue={chosen.some((a) => a.hasSchedule)}
            onSubmit={(intent) => void submit(intent)}
          />
        </section>
      </aside>
    </div>
  );
}

function mediaMixOf(items: { kind: "image" | "video" }[]): MediaMix {
  const kinds = new Set(items.map((item) => item.kind));
  if (kinds.size === 0) return "none";
  return kinds.size > 1 ? "mixed" : [...kinds][0]!;
}

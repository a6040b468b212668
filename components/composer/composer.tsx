"use client";

import { FormError } from "@/components/ui/form";
import { networkLabel } from "@/components/ui/format";
import { AccountPicker, type ComposerAccount } from "./account-picker";
import { BoardPicker } from "./board-picker";
import { MediaPicker } from "./media-picker";
import { NetworkPreview } from "./network-preview";
import { OptionsForm, optionFields } from "./options-form";
import { SubmitPanel } from "./submit-panel";
import { ThreadEditor } from "./thread-editor";
import { TikTokPostSettings } from "./tiktok-post-settings";
import { useComposerState, type ComposerInitial } from "./use-composer-state";
import { useComposerSubmit } from "./use-composer-submit";
import { ValidationPanel } from "./validation-panel";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

// One composer for a new post and for editing a draft or scheduled one (`editing`): the same fields, checks
// and preview; a new post is created (POST /posts), an edited one saved (PATCH /posts/{id}). This file is the
// layout: what it holds is in use-composer-state.ts, what its buttons do in use-composer-submit.ts.
export function Composer({
  workspaceId,
  accounts,
  initial,
  editing,
  mustSubmit = false,
}: {
  workspaceId: string;
  accounts: ComposerAccount[];
  initial?: ComposerInitial;
  editing?: { postId: string; status: "draft" | "scheduled" };
  /** Posts need approval and this person cannot approve: they submit instead of scheduling or publishing. */
  mustSubmit?: boolean;
}) {
  const {
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
    mediaMix,
    videoUrl,
    postType,
    setPostType,
    options,
    setOption,
    tiktokDeclared,
    setTiktokDeclared,
    when,
    setWhen,
    values,
    platforms,
    checks,
    problemCount,
    checking,
    tiktokWait,
  } = useComposerState({ workspaceId, accounts, initial });
  const { error, pending, submit } = useComposerSubmit({ workspaceId, editing, values, media, when });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <AccountPicker accounts={accounts} selected={selected} onToggle={toggleAccount} />

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
              onChange={(e) => setTabCaption(e.target.value)}
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
                  workspaceId={workspaceId}
                  creators={chosen.filter((a) => a.platform === "tiktok")}
                  values={options.tiktok ?? {}}
                  problems={checks?.find((c) => c.platform === "tiktok")?.problems ?? []}
                  context={{ mediaMix, postType, videoUrl }}
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
                  context={{ mediaMix, postType, videoUrl }}
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
            mustSubmit={mustSubmit}
            onSubmit={(intent) => void submit(intent)}
          />
        </section>
      </aside>
    </div>
  );
}

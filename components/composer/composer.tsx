"use client";

import { useState } from "react";
import { FormError } from "@/components/ui/form";
import { networkLabel } from "@/components/ui/format";
import { NetworkIcon } from "@/components/ui/network-icon";
import { AccountPicker, type ComposerAccount } from "./account-picker";
import type { Blocker } from "./blockers";
import { BoardPicker } from "./board-picker";
import { goToField } from "./field-anchor";
import { MediaPicker } from "./media-picker";
import { UtmOverride } from "./utm-override";
import type { UtmSetting } from "@/lib/links/utm-tags";
import { NetworkOptionsSection } from "./network-options-section";
import { NotesField } from "./notes-field";
import { FirstComments, firstCommentNetworks } from "./first-comments";
import { OptionsForm, optionFields } from "./options-form";
import { CropBoxes } from "./preview/crop-boxes";
import { PreviewPanel } from "./preview/preview-panel";
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
// The editor and the preview sit side by side on a wide screen (the preview, checks and buttons sticky on the
// right, the buttons first so what blocks them is always in view); on a phone they are two tabs, "Write" and
// "Preview", with the buttons and checks under both.
export function Composer({
  workspaceId,
  accounts,
  initial,
  editing,
  mustSubmit = false,
  awaitingDecision = false,
  workspaceUtm = { enabled: false, campaign: null },
}: {
  workspaceId: string;
  accounts: ComposerAccount[];
  initial?: ComposerInitial;
  editing?: { postId: string; status: "draft" | "scheduled" };
  /** Posts need approval and this person cannot approve: they submit instead of scheduling or publishing. */
  mustSubmit?: boolean;
  /** The edited post awaits approval and this person can approve: Approve / Request changes, not publish or schedule. */
  awaitingDecision?: boolean;
  /** The workspace's UTM tags setting, which the post follows unless it says otherwise. */
  workspaceUtm?: UtmSetting;
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
    asksPostType,
    setPostType,
    options,
    setOption,
    updateOption,
    uploading,
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
  } = useComposerState({ workspaceId, accounts, initial });
  const { error, pending, submit } = useComposerSubmit({
    workspaceId,
    editing,
    ideaId: initial?.ideaId,
    values,
    media: { uploading, failed: media.failed },
    when,
  });
  const [view, setView] = useState<"write" | "preview">("write");
  const imageCount = media.items.filter((m) => m.kind === "image").length;
  // Questions in a network's own options; a thread part's problems are answered in the thread editor instead.
  const toAnswer = (platform: string) =>
    blockers.filter(
      (b) =>
        b.platform === platform &&
        b.field.startsWith(`platformOptions.${platform}.`) &&
        !b.field.includes(".chainItems") &&
        !b.field.startsWith(`platformOptions.${platform}.firstComment`),
    ).length;
  // A network's options chip holds what is left once the first comment has its own field.
  const hasOwnOptions = (platform: string) => optionFields(platform).some((f) => f.name !== "firstComment");
  function goTo(blocker: Blocker) {
    setView("write");
    // The write tab renders before the field can be found on a phone.
    requestAnimationFrame(() => goToField(blocker.platform, blocker.field));
  }

  return (
    <div>
      <div role="tablist" aria-label="Composer view" className="mb-3 flex gap-1 rounded-lg bg-slate-100 p-1 lg:hidden">
        {(["write", "preview"] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => setView(v)}
            className={`flex-1 rounded-md px-3 py-1.5 text-sm ${view === v ? "bg-white font-semibold shadow-sm" : "text-slate-600"}`}
          >
            {v === "write" ? "Write" : "Preview"}
          </button>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,27rem)]">
        <div className={`min-w-0 space-y-3 ${view === "write" ? "" : "hidden lg:block"}`}>
          <AccountPicker accounts={accounts} selected={selected} onToggle={toggleAccount} />

          {/* Rows 8 px apart (title and hashtags, tabs, caption, thread tools, first comment): a typical post fits one screen. */}
          <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
            {/* Title and hashtags share a row on a wide screen: short fields, so a typical post fits one screen. */}
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <label htmlFor="post-title" className="block text-sm font-medium text-slate-700">
                  Title <span className="font-normal text-slate-500">(for your posts list)</span>
                </label>
                <input
                  id="post-title"
                  className={inputClass}
                  value={title}
                  onChange={(e) => setTitle(e.target.value)}
                  maxLength={500}
                  aria-describedby="post-title-hint"
                  placeholder="Seen only in Postlane"
                />
                <p id="post-title-hint" className="sr-only">
                  YouTube’s and TikTok’s own titles are in their options.
                </p>
              </div>
              <div className="space-y-1">
                <label htmlFor="post-hashtags" className="block text-sm font-medium text-slate-700">
                  Hashtags <span className="font-normal text-slate-500">(added each network’s way)</span>
                </label>
                <input
                  id="post-hashtags"
                  className={inputClass}
                  value={hashtags}
                  onChange={(e) => setHashtags(e.target.value)}
                  placeholder="#launch #postlane"
                />
              </div>
            </div>
            {/* The tabs and the length per network share a line: under the caption, the counters cost a typical
                post its fit on one screen. */}
            <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1 border-b border-slate-200">
              <div role="tablist" aria-label="Caption for" className="flex flex-wrap gap-1">
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
              <ul className="flex flex-wrap gap-2 pb-1.5" aria-label="Length per network">
                {(checks ?? [])
                  .filter((c) => c.max !== null)
                  .map((c) => {
                    const over = c.count !== null && c.count > c.max!;
                    return (
                      <li
                        key={c.platform}
                        data-testid={`counter-${c.platform}`}
                        className={`flex items-center gap-1 rounded px-2 py-0.5 text-xs font-medium tabular-nums ${over ? "bg-red-100 text-red-700" : "bg-slate-100 text-slate-600"}`}
                        title={`${c.unit} as ${networkLabel(c.platform)} counts them`}
                      >
                        {/* The network's mark, its name for screen readers: short enough to sit beside the tabs. */}
                        <NetworkIcon platform={c.platform} size={12} decorative />
                        <span className="sr-only">{networkLabel(c.platform)}</span> {c.count}/{c.max}
                      </li>
                    );
                  })}
              </ul>
            </div>
            <div role="tabpanel">
              <label htmlFor="post-caption" className="sr-only">
                {tab === "all" ? "Caption" : `Caption for ${networkLabel(tab)}`}
              </label>
              {/* Sized to its text (two lines take two), three rows where field-sizing is not supported. */}
              <textarea
                id="post-caption"
                rows={3}
                className={`${inputClass} field-sizing-content min-h-16`}
                value={tabCaption}
                placeholder={tab === "all" ? "What do you want to say?" : `Leave empty to use the shared caption on ${networkLabel(tab)}`}
                onChange={(e) => setTabCaption(e.target.value)}
              />
            </div>
            <ThreadEditor
              workspaceId={workspaceId}
              platforms={platforms}
              caption={caption}
              onCaption={setCaption}
              parts={thread}
              setParts={setThread}
              checks={checks}
            />
            <FirstComments
              workspaceId={workspaceId}
              platforms={firstCommentNetworks(platforms, { mediaMix, postType, videoUrl, imageCount })}
              options={options}
              checks={checks}
              onText={(p, text) => setOption(p, "firstComment", text)}
              onImages={(p, update) => updateOption(p, "firstCommentMedia", update)}
              onUploading={trackCommentUpload}
            />
          </section>

          <section className="space-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3" aria-label="Media">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-sm font-semibold">Media</h2>
              {/* Only Instagram and Facebook have Reels and Stories: elsewhere the choice would mean nothing. */}
              {asksPostType ? (
                <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  Post type
                  <span className="sr-only">(Instagram and Facebook)</span>
                  <select
                    id="post-type"
                    className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                    value={postType}
                    onChange={(e) => setPostType(e.target.value as "post" | "reel" | "story")}
                  >
                    <option value="post">Post</option>
                    <option value="reel">Reel</option>
                    <option value="story">Story</option>
                  </select>
                </label>
              ) : null}
            </div>
            <MediaPicker
              media={media}
              platforms={platforms}
              beside={
                <CropBoxes
                  platforms={platforms}
                  media={media.items
                    .filter((m) => m.preview && m.status !== "failed")
                    .map((m) => ({ key: m.key, kind: m.kind, src: m.preview, alt: m.alt }))
                    .at(0)}
                  postType={postType}
                />
              }
            />
          </section>

          {/* The network options and the campaign tags share one row of folded chips, so a typical post fits one screen. */}
          <div className="flex flex-wrap items-start gap-3">
            {platforms.some(hasOwnOptions) ? (
              // Folded, each network is a chip in one row; an open one takes the whole width below them.
              <section className="flex flex-wrap items-start gap-2" aria-label="Options per network">
                {/* Each chip says "Options" beside its network: the heading is for screen readers only. */}
                <h2 className="sr-only">Options per network</h2>
                {platforms.filter(hasOwnOptions).map((p) => (
                  <NetworkOptionsSection key={p} platform={p} toAnswer={toAnswer(p)}>
                    {p === "tiktok" ? (
                      <TikTokPostSettings
                        workspaceId={workspaceId}
                        creators={chosen.filter((a) => a.platform === "tiktok")}
                        values={options.tiktok ?? {}}
                        problems={checks?.find((c) => c.platform === "tiktok")?.problems ?? []}
                        context={{ mediaMix, postType, videoUrl, imageCount }}
                        declared={tiktokDeclared}
                        onDeclare={setTiktokDeclared}
                        onChange={(name, value) => setOption("tiktok", name, value)}
                      />
                    ) : (
                      <OptionsForm
                        platform={p}
                        values={options[p] ?? {}}
                        problems={checks?.find((c) => c.platform === p)?.problems ?? []}
                        context={{ mediaMix, postType, videoUrl, imageCount }}
                        onChange={(name, value) => setOption(p, name, value)}
                        // The first comment has a field of its own (first-comments.tsx).
                        omit={["firstComment"]}
                        custom={{
                          ...(p === "pinterest"
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
                            : {}),
                        }}
                      />
                    )}
                  </NetworkOptionsSection>
                ))}
              </section>
            ) : null}
            <UtmOverride workspaceUtm={workspaceUtm} utm={utm ?? null} onChange={setUtm} />
          </div>
        </div>

        <aside className="relative min-w-0 space-y-3 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Publish">
            <FormError message={error} />
            <SubmitPanel
              workspaceId={workspaceId}
              editing={editing}
              when={when}
              onWhen={setWhen}
              pending={pending}
              blockers={blockers}
              checking={checking}
              busyWithMedia={uploading}
              canQueue={chosen.some((a) => a.hasSchedule)}
              mustSubmit={mustSubmit}
              awaitingDecision={awaitingDecision}
              tiktok={platforms.includes("tiktok") ? { branded: options.tiktok?.brandContentToggle === true } : null}
              onSubmit={(intent) => void submit(intent)}
              onGoTo={goTo}
            />
          </section>
          {/* Beside the editor, so the idea's background stays in view while writing; never in the preview. */}
          <NotesField notes={notes} onChange={setNotes} />
          <div className={view === "preview" ? "" : "hidden lg:block"}>
            <PreviewPanel
              workspaceId={workspaceId}
              checks={checks}
              accounts={chosen}
              media={media.items.filter((m) => m.url !== null && m.status !== "failed")}
              thread={thread}
              postType={postType}
              options={options}
            />
          </div>
          <ValidationPanel checks={checks} blockers={blockers} pending={checking && platforms.length > 0} onGoTo={goTo} />
        </aside>
      </div>
    </div>
  );
}

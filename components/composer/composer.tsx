"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { checkPostAction, createPostAction, type ComposerDraft } from "@/app/(app)/[workspace]/posts/new/actions";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { formatZodError } from "@/lib/errors";
import type { PlatformId } from "@/lib/platforms/ids";
import { createPostRequest } from "@/lib/schemas/posts";
import { AccountPicker, type ComposerAccount } from "./account-picker";
import { OptionsForm } from "./options-form";
import { useDebounced } from "./use-debounced";
import { ValidationPanel } from "./validation-panel";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

type Intent = "draft" | "scheduled" | "published";

export function Composer({
  workspaceId,
  accounts,
  initial,
}: {
  workspaceId: string;
  accounts: ComposerAccount[];
  initial?: { title: string; caption: string; mediaUrls: string[]; mediaType?: "image" | "video" };
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [title, setTitle] = useState(initial?.title ?? "");
  const [caption, setCaption] = useState(initial?.caption ?? "");
  const [captions, setCaptions] = useState<Partial<Record<PlatformId, string>>>({});
  const [options, setOptions] = useState<Record<string, Record<string, unknown>>>({});
  const [media, setMedia] = useState((initial?.mediaUrls ?? []).join("\n"));
  const [mediaType, setMediaType] = useState<"" | "image" | "video">(initial?.mediaType ?? "");
  const [postType, setPostType] = useState<"post" | "reel" | "story">("post");
  const [tab, setTab] = useState<"all" | PlatformId>("all");
  const [when, setWhen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Intent | null>(null);

  const chosen = accounts.filter((a) => selected.has(a.id));
  const platforms = [...new Set(chosen.map((a) => a.platform))] as PlatformId[];
  const mediaUrls = media.split("\n").map((s) => s.trim()).filter(Boolean);
  const draft: ComposerDraft = {
    title: title || undefined,
    caption,
    platformCaptions: Object.fromEntries(Object.entries(captions).filter(([p, c]) => c !== "" && platforms.includes(p as PlatformId))),
    platformOptions: Object.fromEntries(Object.entries(options).filter(([p, o]) => platforms.includes(p as PlatformId) && Object.keys(o).length > 0)),
    mediaUrls,
    mediaType: mediaType || undefined,
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

  function setOption(platform: string, name: string, value: unknown) {
    setOptions((all) => {
      const next = { ...(all[platform] ?? {}) };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return { ...all, [platform]: next };
    });
  }

  async function submit(intent: Intent) {
    const input = {
      accountMappings: chosen.map((a) => ({ platform: a.platform, accountId: a.id })),
      ...(draft.title ? { title: draft.title } : {}),
      caption,
      ...(Object.keys(draft.platformCaptions ?? {}).length ? { platformCaptions: draft.platformCaptions } : {}),
      ...(Object.keys(draft.platformOptions ?? {}).length ? { platformOptions: draft.platformOptions } : {}),
      ...(mediaUrls.length ? { mediaUrls, mediaType: mediaType || undefined } : {}),
      postType,
      status: intent,
      ...(intent === "scheduled" && when ? { scheduledAt: new Date(when).toISOString() } : {}),
    };
    if (chosen.length === 0) return setError("Pick at least one account to post to.");
    if (intent === "scheduled" && !when) return setError("scheduledAt: pick a date and time");
    if (intent === "scheduled" && new Date(when).getTime() <= Date.now()) return setError("scheduledAt: must be in the future");
    const parsed = createPostRequest.safeParse(input);
    if (!parsed.success) return setError(formatZodError(parsed.error));
    setPending(intent);
    setError(null);
    try {
      const result = await createPostAction(workspaceId, parsed.data);
      if (!result.ok) return setError(result.error);
      toast.success(intent === "draft" ? "Draft saved" : intent === "scheduled" ? `Scheduled for ${new Date(when).toLocaleString()}` : "Publishing now");
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
        <AccountPicker accounts={accounts} selected={selected} onToggle={(id, on) => setSelected((s) => { const n = new Set(s); if (on) n.add(id); else n.delete(id); return n; })} />

        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="space-y-1">
            <label htmlFor="post-title" className="block text-sm font-medium text-slate-700">Title <span className="font-normal text-slate-500">(used where a network has titles)</span></label>
            <input id="post-title" className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={500} />
          </div>
          <div role="tablist" aria-label="Caption for" className="flex flex-wrap gap-1 border-b border-slate-200">
            {(["all", ...platforms] as const).map((t) => (
              <button key={t} role="tab" type="button" aria-selected={tab === t} onClick={() => setTab(t)} className={`-mb-px border-b-2 px-3 py-1.5 text-sm capitalize ${tab === t ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}>
                {t === "all" ? "All networks" : t}
                {t !== "all" && captions[t] ? " •" : ""}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            <label htmlFor="post-caption" className="sr-only">{tab === "all" ? "Caption" : `Caption for ${tab}`}</label>
            <textarea
              id="post-caption"
              rows={6}
              className={inputClass}
              value={tabCaption}
              placeholder={tab === "all" ? "What do you want to say?" : `Leave empty to use the shared caption on ${tab}`}
              onChange={(e) => (tab === "all" ? setCaption(e.target.value) : setCaptions((c) => ({ ...c, [tab]: e.target.value })))}
            />
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Length per network">
              {(checks ?? []).filter((c) => c.max !== null).map((c) => {
                const over = c.count !== null && c.count > c.max!;
                return (
                  <li key={c.platform} data-testid={`counter-${c.platform}`} className={`rounded px-2 py-0.5 text-xs font-medium tabular-nums ${over ? "bg-red-100 text-red-700" : "bg-slate-100 text-slate-600"}`} title={`${c.unit} as ${c.platform} counts them`}>
                    <span className="capitalize">{c.platform}</span> {c.count}/{c.max}
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="space-y-1">
            <label htmlFor="post-media" className="block text-sm font-medium text-slate-700">Media URLs <span className="font-normal text-slate-500">(one per line)</span></label>
            <textarea id="post-media" rows={2} className={inputClass} value={media} onChange={(e) => setMedia(e.target.value)} placeholder="https://…" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor="post-media-type" className="block text-sm font-medium text-slate-700">Media type</label>
              <select id="post-media-type" className={inputClass} value={mediaType} onChange={(e) => setMediaType(e.target.value as "" | "image" | "video")}>
                <option value="">From the file name</option>
                <option value="image">Image</option>
                <option value="video">Video</option>
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor="post-type" className="block text-sm font-medium text-slate-700">Post type</label>
              <select id="post-type" className={inputClass} value={postType} onChange={(e) => setPostType(e.target.value as "post" | "reel" | "story")}>
                <option value="post">Post</option>
                <option value="reel">Reel</option>
                <option value="story">Story</option>
              </select>
            </div>
          </div>
          {platforms.map((p) => (
            <OptionsForm key={p} platform={p} values={options[p] ?? {}} problems={checks?.find((c) => c.platform === p)?.problems ?? []} onChange={(name, value) => setOption(p, name, value)} />
          ))}
        </section>
      </div>

      <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        <ValidationPanel checks={checks} pending={checking && platforms.length > 0} />
        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <FormError message={error} />
          <div className="space-y-1">
            <label htmlFor="post-when" className="block text-sm font-medium text-slate-700">Schedule for <span className="font-normal text-slate-500">(your time zone)</span></label>
            <input id="post-when" type="datetime-local" className={inputClass} value={when} onChange={(e) => setWhen(e.target.value)} />
          </div>
          <div className="flex flex-col gap-2">
            <Button variant="primary" disabled={pending !== null || problemCount > 0 || checking} onClick={() => submit("published")}>
              {pending === "published" ? "Publishing…" : "Publish now"}
            </Button>
            <Button disabled={pending !== null || problemCount > 0 || checking} onClick={() => submit("scheduled")}>
              {pending === "scheduled" ? "Scheduling…" : "Schedule"}
            </Button>
            <Button variant="ghost" disabled={pending !== null} onClick={() => submit("draft")}>
              {pending === "draft" ? "Saving…" : "Save draft"}
            </Button>
          </div>
          {problemCount > 0 ? <p className="text-xs text-slate-500">Fix the problems above to publish or schedule; a draft can be saved any time.</p> : null}
        </section>
      </aside>
    </div>
  );
}

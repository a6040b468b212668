"use client";

// How the post will look on each chosen network: the text exactly as that network receives it (resolved on
// the server by the publishing pipeline's own code: per-network caption or the shared one, hashtags the
// network's way), the media in order, where the feed folds long text behind "more", and what is too long.
import { Fragment, useState } from "react";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";
import { useTimeFormat } from "@/components/ui/viewer-time";
import type { ComposerAccount } from "./account-picker";
import type { MediaItem } from "./media";
import { MediaThumbnail } from "./media-thumbnail";

/** Roughly where each feed hides the rest of a caption behind "… more" (Instagram's help says three lines,
 *  about 125 characters; the others are commonly observed desktop values). Networks not listed show it all. */
const FEED_FOLD: Partial<Record<PlatformId, number>> = { instagram: 125, tiktok: 150, linkedin: 210, facebook: 480 };

/** Links, hashtags and mentions stand out the way the networks show them. */
function RichText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+|#[\p{L}\p{N}_]+|@[\p{L}\p{N}_.@-]+)/u);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="text-brand-700">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function PreviewCard({ check, account, media }: { check: NetworkCheck; account: ComposerAccount | undefined; media: MediaItem[] }) {
  const f = useTimeFormat();
  const [expanded, setExpanded] = useState(false);
  const fold = FEED_FOLD[check.platform];
  const chars = [...check.text];
  const folded = fold !== undefined && chars.length > fold && !expanded;
  const shown = folded ? chars.slice(0, fold).join("").trimEnd() : check.text;
  const over = check.max !== null && check.count !== null && check.count > check.max;
  const visual = media.filter((m) => m.preview);
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid={`preview-${check.platform}`}
      aria-label={`Preview on ${PLATFORM_LABELS[check.platform]}`}
    >
      <header className="flex items-center gap-2">
        <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700">
          {(account?.username ?? "?").slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold">{account ? `@${account.username}` : PLATFORM_LABELS[check.platform]}</p>
          <p className="text-xs text-slate-500">{PLATFORM_LABELS[check.platform]} · just now</p>
        </div>
      </header>
      {check.heading ? <p className="mt-3 font-semibold">{check.heading}</p> : null}
      {check.text ? (
        <p className="mt-2 text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]" data-testid="preview-text">
          <RichText text={shown} />
          {folded ? (
            <>
              {"… "}
              <button type="button" className="font-medium text-slate-500 hover:underline" onClick={() => setExpanded(true)}>
                more
              </button>
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-400 italic">No text</p>
      )}
      {visual.length > 0 ? (
        <div className={`mt-3 grid gap-1 overflow-hidden rounded-lg ${visual.length === 1 ? "grid-cols-1" : "grid-cols-2"}`}>
          {visual.slice(0, 4).map((m, i) => (
            <div key={m.key} className="relative aspect-video bg-slate-100" data-testid="preview-media">
              <MediaThumbnail item={m} />
              {i === 3 && visual.length > 4 ? (
                <span className="absolute inset-0 flex items-center justify-center bg-slate-900/50 text-lg font-semibold text-white">+{visual.length - 4}</span>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      <footer className="mt-3 space-y-1 text-xs">
        {fold !== undefined && chars.length > fold ? <p className="text-slate-500">The feed shows about the first {fold} characters, then “more”.</p> : null}
        {check.cutTo ? <p className="text-amber-700">The description is cut to {f.number(check.cutTo)} characters when published.</p> : null}
        {over ? (
          <p className="font-medium text-red-700">
            Too long for {PLATFORM_LABELS[check.platform]}: {check.count}/{check.max} {check.unit}. It would be refused, not shortened.
          </p>
        ) : null}
      </footer>
    </article>
  );
}

export function NetworkPreview({ checks, accounts, media }: { checks: NetworkCheck[] | undefined; accounts: ComposerAccount[]; media: MediaItem[] }) {
  const [tab, setTab] = useState<PlatformId | null>(null);
  if (!checks || checks.length === 0) return null;
  const current = checks.find((c) => c.platform === tab) ?? checks[0];
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-4" aria-label="Preview">
      <h2 className="text-sm font-semibold">Preview</h2>
      <div role="tablist" aria-label="Preview on" className="mt-2 flex flex-wrap gap-1">
        {checks.map((c) => (
          <button
            key={c.platform}
            role="tab"
            type="button"
            aria-selected={c.platform === current.platform}
            onClick={() => setTab(c.platform)}
            className={`rounded-full px-3 py-1 text-xs ${c.platform === current.platform ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"}`}
          >
            {PLATFORM_LABELS[c.platform]}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-3">
        <PreviewCard key={current.platform} check={current} account={accounts.find((a) => a.platform === current.platform)} media={media} />
      </div>
    </section>
  );
}

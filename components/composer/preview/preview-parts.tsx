"use client";

// The pieces the network layouts share: the poster's avatar and name, text with links and tags coloured and
// an optional fold ("… more"), a picture cut to an aspect ratio, carousel dots, a link card, and the notes
// under a preview (too long, cut when published).
import { useTimeFormat } from "@/components/ui/viewer-time";
import { Fragment, useState, type ReactNode } from "react";
import { PLATFORM_LABELS } from "@/lib/platforms/ids";
import type { LinkPreview } from "@/lib/services/posts/preview-link";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import type { ComposerAccount } from "../account-picker";
import { MediaThumbnail } from "../media-thumbnail";
import type { PreviewMedia } from "./preview-types";

export function Avatar({ account, size = "size-9", square = false }: { account: ComposerAccount | undefined; size?: string; square?: boolean }) {
  const shape = square ? "rounded-md" : "rounded-full";
  if (account?.avatarUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- avatars come from the networks' own CDNs
    return <img src={account.avatarUrl} alt="" className={`${size} ${shape} shrink-0 object-cover`} />;
  }
  return (
    <span aria-hidden className={`${size} ${shape} flex shrink-0 items-center justify-center bg-brand-100 text-xs font-semibold text-brand-700`}>
      {(account?.username ?? "?").slice(0, 1).toUpperCase()}
    </span>
  );
}

export const handle = (account: ComposerAccount | undefined) => account?.username ?? "you";

/** Links, hashtags and mentions stand out the way the networks show them. */
export function RichText({ text, tone = "text-brand-700" }: { text: string; tone?: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+|#[\p{L}\p{N}_]+|@[\p{L}\p{N}_.@-]+)/u);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className={tone}>
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** Text as a feed shows it: cut after `fold` characters (or `lines` lines) with the network's own "more". */
export function FeedText({
  text,
  fold,
  lines,
  more = "more",
  className = "text-sm",
  before,
}: {
  text: string;
  fold?: number;
  lines?: number;
  more?: string;
  className?: string;
  /** Shown first on the same line (Instagram's username). */
  before?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const chars = [...text];
  const byLines = lines !== undefined ? text.split("\n").slice(0, lines).join("\n") : text;
  const cut = Math.min(fold ?? Infinity, [...byLines].length);
  const folded = !open && cut < chars.length;
  const shown = folded ? chars.slice(0, cut).join("").trimEnd() : text;
  if (!text && !before) return null;
  return (
    <p className={`whitespace-pre-wrap [overflow-wrap:anywhere] ${className}`} data-testid="preview-text">
      {before}
      <RichText text={shown} />
      {folded ? (
        <>
          {"… "}
          <button type="button" className="font-medium text-slate-500 hover:underline" onClick={() => setOpen(true)}>
            {more}
          </button>
        </>
      ) : null}
    </p>
  );
}

/** One picture or video frame cut to `aspect` (a Tailwind aspect class or a ratio), with an optional overlay. */
export function MediaFrame({
  media,
  aspect,
  className = "",
  children,
  maxHeightRem,
}: {
  media: PreviewMedia;
  aspect: string | number;
  className?: string;
  children?: ReactNode;
  /** At most this tall, the width shrinking to keep the shape (a feed caps a tall picture's height). */
  maxHeightRem?: number;
}) {
  const style =
    typeof aspect === "number"
      ? { aspectRatio: String(aspect), ...(maxHeightRem ? { width: `min(100%, ${(maxHeightRem * aspect).toFixed(3)}rem)` } : {}) }
      : undefined;
  return (
    <div
      className={`relative overflow-hidden bg-slate-100 ${typeof aspect === "string" ? aspect : ""} ${className}`}
      style={style}
      data-testid="preview-media"
      data-aspect={typeof aspect === "number" ? aspect.toFixed(3) : aspect}
    >
      <MediaThumbnail item={{ kind: media.kind, preview: media.src, alt: media.alt }} />
      {children}
    </div>
  );
}

/** Up to four pictures in the 1 / 2 / 2+1 / 2×2 grid X, Bluesky, Mastodon and Facebook use. */
export function MediaGrid({
  media,
  aspect = "aspect-video",
  rounded = "rounded-2xl",
}: {
  media: PreviewMedia[];
  aspect?: string | number | undefined;
  rounded?: string;
}) {
  if (media.length === 0) return null;
  // One picture at its shape, at most 12rem tall as the feeds draw a tall one (narrower, never cut further): the
  // preview is a scale model, and at 12rem a typical post's side column ends above a 900 px screen's fold
  // (e2e/ui/composer-fits-screen.spec.ts).
  if (media.length === 1) return <MediaFrame media={media[0]!} aspect={aspect} maxHeightRem={12} className={`mt-2 ${rounded} border border-slate-200`} />;
  const four = media.slice(0, 4);
  return (
    <div className={`mt-2 grid grid-cols-2 gap-0.5 overflow-hidden border border-slate-200 ${rounded} aspect-video`}>
      {four.map((m, i) => (
        <MediaFrame key={m.key} media={m} aspect="h-full" className={four.length === 3 && i === 0 ? "row-span-2" : ""}>
          {i === 3 && media.length > 4 ? (
            <span className="absolute inset-0 flex items-center justify-center bg-slate-900/50 text-lg font-semibold text-white">+{media.length - 4}</span>
          ) : null}
        </MediaFrame>
      ))}
    </div>
  );
}

/** The dots under a carousel, the first one current. */
export function CarouselDots({ count, className = "" }: { count: number; className?: string }) {
  if (count < 2) return null;
  return (
    <div className={`flex justify-center gap-1 ${className}`} aria-label={`${count} photos or videos, swipe through`} role="img" data-testid="carousel-dots">
      {Array.from({ length: Math.min(count, 10) }, (_, i) => (
        <span key={i} className={`size-1.5 rounded-full ${i === 0 ? "bg-brand-600" : "bg-slate-300"}`} />
      ))}
    </div>
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

/** A link card: image above (or beside, `compact`) the site, title and description, as the network lays it out. */
export function LinkCard({
  link,
  compact = false,
  showDescription = true,
  rounded = "rounded-2xl",
}: {
  link: LinkPreview;
  compact?: boolean;
  showDescription?: boolean;
  rounded?: string;
}) {
  return (
    <div className={`mt-2 overflow-hidden border border-slate-200 ${rounded} ${compact ? "flex" : ""}`} data-testid="preview-link-card">
      {link.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the linked page's own card image
        <img src={link.imageUrl} alt="" className={compact ? "size-20 shrink-0 object-cover" : "aspect-[1.91] w-full object-cover"} />
      ) : null}
      <div className="min-w-0 space-y-0.5 p-2.5 text-sm">
        <p className="truncate text-xs text-slate-500">{hostOf(link.url)}</p>
        <p className="line-clamp-2 font-semibold">{link.title}</p>
        {showDescription && link.description ? <p className="line-clamp-2 text-xs text-slate-600">{link.description}</p> : null}
      </div>
    </div>
  );
}

/** What the preview cannot show by itself: where publishing cuts the text, and what is too long. */
export function PreviewNotes({ check, fold }: { check: NetworkCheck; fold?: number }) {
  const f = useTimeFormat();
  const over = check.max !== null && check.count !== null && check.count > check.max;
  const folds = fold !== undefined && [...check.text].length > fold;
  if (!check.cutTo && !over && !folds) return null;
  return (
    <div className="mt-2 space-y-1 text-xs">
      {folds ? <p className="text-slate-500">The feed shows about the first {fold} characters, then “more”.</p> : null}
      {check.cutTo ? <p className="text-amber-800">The description is cut to {f.number(check.cutTo)} characters when published.</p> : null}
      {over ? (
        <p className="font-medium text-red-700">
          Too long for {PLATFORM_LABELS[check.platform]}: {check.count}/{check.max} {check.unit}. It would be refused, not shortened.
        </p>
      ) : null}
    </div>
  );
}

/** The frame every layout sits in: a card the width of the network's feed column. */
export function PreviewCard({ platform, children, className = "bg-white" }: { platform: NetworkCheck["platform"]; children: ReactNode; className?: string }) {
  return (
    <article
      className={`overflow-hidden rounded-xl border border-slate-200 text-slate-900 ${className}`}
      aria-label={`Preview on ${PLATFORM_LABELS[platform]}`}
    >
      {children}
    </article>
  );
}

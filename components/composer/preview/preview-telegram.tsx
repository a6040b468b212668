// Telegram: a channel message bubble, the media on top, the text with links, the link preview with its
// coloured edge, and the time with the view count in the corner.
import { Eye } from "lucide-react";
import { Avatar, FeedText, handle, MediaGrid, PreviewCard, PreviewNotes } from "./preview-parts";
import type { PreviewProps } from "./preview-types";

export function PreviewTelegram(props: PreviewProps) {
  const { check, account, media, link } = props;
  return (
    <PreviewCard platform={props.check.platform} className="bg-slate-100 p-3">
      <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <Avatar account={account} size="size-7" /> {handle(account)}
      </p>
      <div className="max-w-sm overflow-hidden rounded-2xl rounded-bl-sm bg-white shadow-sm">
        <MediaGrid media={media} rounded="rounded-none" aspect="aspect-[4/3]" />
        <div className="px-3 py-2">
          <FeedText text={check.text} />
          {link && media.length === 0 ? (
            <div className="mt-2 border-l-2 border-brand-500 pl-2 text-sm" data-testid="preview-link-card">
              <p className="font-semibold text-brand-700">{new URL(link.url).hostname}</p>
              <p className="font-semibold">{link.title}</p>
              {link.description ? <p className="line-clamp-3 text-xs text-slate-600">{link.description}</p> : null}
            </div>
          ) : null}
          <p className="mt-1 flex items-center justify-end gap-1 text-xs text-slate-500">
            <Eye size={12} aria-hidden /> 1 · now
          </p>
        </div>
      </div>
      <PreviewNotes check={check} />
    </PreviewCard>
  );
}

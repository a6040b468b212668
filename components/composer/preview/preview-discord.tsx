// Discord: a channel message, the poster's name with its APP badge and the time, the text, attachments at
// their own shape, and the link embed with its coloured edge.
import { Avatar, FeedText, handle, MediaGrid, PreviewCard, PreviewNotes } from "./preview-parts";
import type { PreviewProps } from "./preview-types";

export function PreviewDiscord(props: PreviewProps) {
  const { check, account, media, link } = props;
  return (
    <PreviewCard platform={props.check.platform} className="bg-slate-50 p-3">
      <div className="flex gap-3">
        <Avatar account={account} size="size-10" />
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <span className="font-semibold">{handle(account)}</span>{" "}
            <span className="rounded bg-brand-100 px-1 text-[10px] font-semibold text-brand-700">APP</span>{" "}
            <span className="text-xs text-slate-500">Today, just now</span>
          </p>
          <FeedText text={check.text} />
          <div className="max-w-sm">
            <MediaGrid media={media} rounded="rounded-md" aspect="aspect-[4/3]" />
          </div>
          {link && media.length === 0 ? (
            <div className="mt-2 max-w-sm rounded border-l-4 border-slate-400 bg-white p-2 text-sm" data-testid="preview-link-card">
              <p className="text-xs text-slate-500">{new URL(link.url).hostname}</p>
              <p className="font-semibold text-brand-700">{link.title}</p>
              {link.description ? <p className="line-clamp-3 text-xs text-slate-700">{link.description}</p> : null}
              {link.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- the linked page's own card image
                <img src={link.imageUrl} alt="" className="mt-2 max-h-48 rounded object-cover" />
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <PreviewNotes check={check} />
    </PreviewCard>
  );
}

// LinkedIn: name and "now · public", the text cut after about three lines with "…see more", one picture at
// its own shape between 4:5 and 1.91:1 (several in a grid), the link card with its image, title and site, the reaction row.
import { Globe, MessageCircle, Repeat2, Send, ThumbsUp } from "lucide-react";
import { Avatar, FeedText, handle, LinkCard, MediaGrid, PreviewCard, PreviewNotes } from "./preview-parts";
import type { PreviewProps } from "./preview-types";
import { networkCrop } from "./crops";
import { useNaturalRatio } from "./use-natural-ratio";

export function PreviewLinkedin(props: PreviewProps) {
  const { check, account, media, link } = props;
  const aspect = networkCrop("linkedin", useNaturalRatio(media[0]), props.postType).ratio;
  return (
    <PreviewCard platform={props.check.platform}>
      <header className="flex items-center gap-2 px-3 pt-3">
        <Avatar account={account} size="size-10" />
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold">{handle(account)}</p>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            now · <Globe size={12} aria-label="Anyone" />
          </p>
        </div>
      </header>
      <div className="px-3 pt-2">
        <FeedText text={check.text} fold={210} lines={3} more="see more" />
      </div>
      <MediaGrid media={media} rounded="rounded-none" aspect={aspect} />
      {link && media.length === 0 ? (
        <div className="px-3">
          <LinkCard link={link} showDescription={false} rounded="rounded-md" />
        </div>
      ) : null}
      <div className="mx-3 mt-2 flex justify-between border-t border-slate-200 py-2 text-xs text-slate-600" aria-hidden>
        {[
          [ThumbsUp, "Like"],
          [MessageCircle, "Comment"],
          [Repeat2, "Repost"],
          [Send, "Send"],
        ].map(([Icon, name]) => {
          const I = Icon as typeof ThumbsUp;
          return (
            <span key={name as string} className="flex items-center gap-1">
              <I size={14} /> {name as string}
            </span>
          );
        })}
      </div>
      <div className="px-3 pb-2">
        <PreviewNotes check={check} fold={210} />
      </div>
    </PreviewCard>
  );
}

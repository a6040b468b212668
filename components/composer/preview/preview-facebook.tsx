// Facebook: the page's name and "Just now", the text folded behind "See more" past about 480 characters,
// pictures in Facebook's grid, the link card with the site in capitals, the Like / Comment / Share row.
import { Globe, MessageCircle, Share2, ThumbsUp } from "lucide-react";
import { Avatar, FeedText, handle, LinkCard, MediaGrid, PreviewCard, PreviewNotes } from "./preview-parts";
import type { PreviewProps } from "./preview-types";

export function PreviewFacebook(props: PreviewProps) {
  const { check, account, media, link, postType } = props;
  return (
    <PreviewCard platform={props.check.platform}>
      <header className="flex items-center gap-2 px-3 pt-3">
        <Avatar account={account} size="size-10" />
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold">{handle(account)}</p>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            Just now · <Globe size={12} aria-label="Public" />
          </p>
        </div>
      </header>
      <div className="px-3 pt-2">
        <FeedText text={check.text} fold={480} more="See more" />
      </div>
      <MediaGrid media={media} rounded="rounded-none" aspect={postType === "post" ? "aspect-[4/3]" : "aspect-[9/16]"} />
      {link && media.length === 0 ? <LinkCard link={link} rounded="rounded-none" /> : null}
      <div className="mx-3 mt-2 flex justify-around border-t border-slate-200 py-2 text-xs text-slate-600" aria-hidden>
        <span className="flex items-center gap-1">
          <ThumbsUp size={14} /> Like
        </span>
        <span className="flex items-center gap-1">
          <MessageCircle size={14} /> Comment
        </span>
        <span className="flex items-center gap-1">
          <Share2 size={14} /> Share
        </span>
      </div>
      <div className="px-3 pb-2">
        <PreviewNotes check={check} fold={480} />
      </div>
    </PreviewCard>
  );
}

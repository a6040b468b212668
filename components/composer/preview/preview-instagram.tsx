"use client";

// Instagram: the feed shows the first picture at its own shape between 4:5 (portrait) and 1.91:1 (reels and
// stories fill 9:16, crops.ts), carousel dots under it, then the username and the caption folded after about 125
// characters or two lines behind "… more".
import { Bookmark, Ellipsis, Heart, MessageCircle, Send } from "lucide-react";
import { Avatar, CarouselDots, FeedText, handle, MediaFrame, PreviewCard, PreviewNotes } from "./preview-parts";
import type { PreviewProps } from "./preview-types";
import { useNaturalRatio } from "./use-natural-ratio";
import { networkCrop } from "./crops";

export function PreviewInstagram(props: PreviewProps) {
  const { check, account, media, postType } = props;
  const natural = useNaturalRatio(media[0]);
  const ratio = networkCrop("instagram", natural, postType).ratio;
  const user = handle(account);
  return (
    <PreviewCard platform={props.check.platform}>
      <header className="flex items-center gap-2 px-3 py-2">
        <Avatar account={account} size="size-8" />
        <p className="flex-1 truncate text-sm font-semibold">{user}</p>
        <Ellipsis size={18} aria-hidden />
      </header>
      {media[0] ? (
        <MediaFrame media={media[0]} aspect={ratio} />
      ) : (
        <div className="flex aspect-square items-center justify-center bg-slate-100 p-6 text-center text-sm text-slate-600">
          Instagram posts need an image or a video.
        </div>
      )}
      <div className="space-y-2 px-3 py-2">
        <div className="relative flex items-center gap-3" aria-hidden>
          <Heart size={20} />
          <MessageCircle size={20} />
          <Send size={20} />
          <CarouselDots count={media.length} className="absolute inset-x-0" />
          <Bookmark size={20} className="ml-auto" />
        </div>
        <FeedText text={check.text} fold={125} lines={2} before={<span className="font-semibold">{user} </span>} />
        <PreviewNotes check={check} fold={125} />
      </div>
    </PreviewCard>
  );
}

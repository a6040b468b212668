"use client";

// TikTok: a 9:16 screen, the creator's @name and the caption over the bottom (folded after about two lines
// behind "more"), dots for a photo post of several photos, and the like / comment / save / share column.
import { Bookmark, Heart, MessageCircle, Music, Share } from "lucide-react";
import { Avatar, CarouselDots, FeedText, handle, PreviewCard, PreviewNotes } from "./preview-parts";
import type { PreviewProps } from "./preview-types";
import { VerticalFrame } from "./vertical-frame";

export function PreviewTiktok(props: PreviewProps) {
  const { check, account, media } = props;
  const photos = media.length > 0 && media.every((m) => m.kind === "image");
  return (
    <PreviewCard platform={props.check.platform} className="bg-white p-3">
      <VerticalFrame
        media={media[0]}
        empty="TikTok needs a video or photos."
        actions={
          <>
            <Avatar account={account} size="size-9" />
            {[Heart, MessageCircle, Bookmark, Share].map((Icon, i) => (
              <Icon key={i} size={24} />
            ))}
          </>
        }
      >
        {check.heading ? <p className="font-semibold">{check.heading}</p> : null}
        <p className="font-semibold">@{handle(account)}</p>
        <FeedText text={check.text} fold={80} lines={2} className="text-sm text-white" />
        {photos ? (
          <CarouselDots count={media.length} className="mt-1" />
        ) : (
          <p className="mt-1 flex items-center gap-1 text-xs" aria-hidden>
            <Music size={12} /> original sound
          </p>
        )}
      </VerticalFrame>
      <PreviewNotes check={check} fold={80} />
    </PreviewCard>
  );
}

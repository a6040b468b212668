"use client";

// YouTube: a 16:9 player with the title under it, the channel and the description folded; a vertical video
// is a Short, shown 9:16 with its title over the picture.
import { Play, ThumbsUp, MessageCircle, Share } from "lucide-react";
import { Avatar, FeedText, handle, MediaFrame, PreviewCard, PreviewNotes } from "./preview-parts";
import type { PreviewProps } from "./preview-types";
import { useNaturalRatio } from "./use-natural-ratio";
import { VerticalFrame } from "./vertical-frame";

export function PreviewYoutube(props: PreviewProps) {
  const { check, account, media } = props;
  const video = media.find((m) => m.kind === "video");
  const ratio = useNaturalRatio(video);
  const short = ratio !== null && ratio < 1;
  const title = check.heading ?? "Your video's title";
  if (short) {
    return (
      <PreviewCard platform={props.check.platform} className="bg-white p-3">
        <p className="mb-2 text-xs font-semibold text-slate-600">Shorts</p>
        <VerticalFrame
          media={video}
          empty="A Short is one vertical video."
          actions={[ThumbsUp, MessageCircle, Share].map((Icon, i) => (
            <Icon key={i} size={24} />
          ))}
        >
          <p className="font-semibold">@{handle(account)}</p>
          <p className="line-clamp-2">{title}</p>
        </VerticalFrame>
        <PreviewNotes check={check} />
      </PreviewCard>
    );
  }
  return (
    <PreviewCard platform={props.check.platform}>
      {video ? (
        <MediaFrame media={video} aspect="aspect-video">
          <span className="absolute inset-0 flex items-center justify-center" aria-hidden>
            <Play size={40} className="rounded-xl bg-black/70 p-2 text-white" />
          </span>
        </MediaFrame>
      ) : (
        <div className="flex aspect-video items-center justify-center bg-black p-6 text-center text-sm text-white/80">YouTube needs one video.</div>
      )}
      <div className="space-y-2 p-3">
        <p className="line-clamp-2 font-semibold">{title}</p>
        <p className="flex items-center gap-2 text-sm">
          <Avatar account={account} size="size-7" /> <span className="font-medium">{handle(account)}</span>
        </p>
        <div className="rounded-lg bg-slate-100 p-2">
          <p className="text-xs font-semibold">0 views · now</p>
          <FeedText text={check.text} fold={160} lines={3} className="text-xs" />
        </div>
        <PreviewNotes check={check} />
      </div>
    </PreviewCard>
  );
}

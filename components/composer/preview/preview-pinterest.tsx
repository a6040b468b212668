// Pinterest: a 2:3 Pin (the feed's standard shape, the picture cropped to fill it), carousel dots for a
// carousel Pin, then the Pin's title, its description and who saved it.
import { Ellipsis, Upload } from "lucide-react";
import { Avatar, CarouselDots, FeedText, handle, MediaFrame, PreviewCard, PreviewNotes } from "./preview-parts";
import type { PreviewProps } from "./preview-types";

export function PreviewPinterest(props: PreviewProps) {
  const { check, account, media, options } = props;
  const title = typeof options.title === "string" ? options.title : "";
  return (
    <PreviewCard platform={props.check.platform}>
      <div className="p-3">
        {media[0] ? (
          <MediaFrame media={media[0]} aspect={2 / 3} className="rounded-2xl">
            <span className="absolute top-2 right-2 rounded-full bg-red-600 px-3 py-1.5 text-xs font-semibold text-white">Save</span>
          </MediaFrame>
        ) : (
          <div className="flex aspect-[2/3] items-center justify-center rounded-2xl bg-slate-100 p-6 text-center text-sm text-slate-600">
            A Pin needs an image or a video.
          </div>
        )}
        <CarouselDots count={media.length} className="mt-2" />
        <div className="mt-2 flex items-center gap-3 text-slate-600" aria-hidden>
          <Upload size={16} />
          <Ellipsis size={16} />
        </div>
        {title ? <p className="mt-1 text-base font-semibold">{title}</p> : null}
        <FeedText text={check.text} fold={100} className="mt-1 text-xs text-slate-700" />
        <p className="mt-2 flex items-center gap-2 text-xs">
          <Avatar account={account} size="size-6" /> {handle(account)}
        </p>
        <PreviewNotes check={check} />
      </div>
    </PreviewCard>
  );
}

// The full-screen 9:16 frame of TikTok, Shorts and Reels: the video or photo filling a black screen, the
// action column on the right and the name and caption over the bottom. Text on the picture stays white on a
// dark scrim in both colour schemes, as in the apps.
import type { ReactNode } from "react";
import { MediaFrame } from "./preview-parts";
import type { PreviewMedia } from "./preview-types";

export function VerticalFrame({
  media,
  actions,
  children,
  empty,
}: {
  media: PreviewMedia | undefined;
  actions: ReactNode;
  children: ReactNode;
  empty: string;
}) {
  return (
    <div className="relative mx-auto aspect-[9/16] max-h-[28rem] overflow-hidden rounded-xl bg-black text-white" data-testid="preview-vertical">
      {media ? (
        <MediaFrame media={media} aspect="h-full" className="absolute inset-0" />
      ) : (
        <p className="p-6 pt-24 text-center text-sm text-white/80">{empty}</p>
      )}
      <div className="absolute right-2 bottom-20 flex flex-col items-center gap-4" aria-hidden>
        {actions}
      </div>
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-3 pr-14 text-sm">{children}</div>
    </div>
  );
}

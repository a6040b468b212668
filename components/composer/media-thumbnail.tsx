"use client";

// A media item's picture: the image, a video's first frame, or an icon when the browser cannot show it.
import { useState } from "react";
import type { MediaItem } from "./media";

export function MediaThumbnail({ item }: { item: Pick<MediaItem, "kind" | "preview" | "alt"> }) {
  const [broken, setBroken] = useState(false);
  if (!item.preview || broken) {
    return (
      <span aria-hidden className="flex h-full w-full items-center justify-center text-slate-400">
        <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.5">
          {item.kind === "video" ? (
            <>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
            </>
          ) : (
            <>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="1.5" />
              <path d="M21 16l-5-5-8 8" />
            </>
          )}
        </svg>
      </span>
    );
  }
  if (item.kind === "video") {
    // The first frame as the poster: metadata only, muted, never autoplayed.
    return <video src={`${item.preview}#t=0.1`} preload="metadata" muted playsInline onError={() => setBroken(true)} className="h-full w-full object-cover" />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- local object URLs and the media CDN, not Next images
  return <img src={item.preview} alt={item.alt} onError={() => setBroken(true)} className="h-full w-full object-cover" />;
}

"use client";

// The width/height of an image or a video's first frame once the browser has read it, so a preview can crop
// the way the network does (Instagram: 4:5 for a portrait, 1:1 otherwise) instead of one fixed shape.
import { useEffect, useState } from "react";
import type { PreviewMedia } from "./preview-types";

export function useNaturalRatio(media: PreviewMedia | undefined): number | null {
  const [ratio, setRatio] = useState<{ src: string; value: number } | null>(null);
  const src = media?.src ?? null;
  useEffect(() => {
    if (!src || !media) return;
    let live = true;
    const done = (w: number, h: number) => live && w > 0 && h > 0 && setRatio({ src, value: w / h });
    if (media.kind === "image") {
      const img = new Image();
      img.onload = () => done(img.naturalWidth, img.naturalHeight);
      img.src = src;
    } else {
      const video = document.createElement("video");
      video.preload = "metadata";
      video.muted = true;
      video.onloadedmetadata = () => done(video.videoWidth, video.videoHeight);
      video.src = src;
    }
    return () => {
      live = false;
    };
  }, [src, media]);
  return ratio && ratio.src === src ? ratio.value : null;
}

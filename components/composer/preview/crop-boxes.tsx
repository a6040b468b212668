"use client";

// The first picture as each chosen network will cut it, side by side at the same height so the shapes can be
// compared at a glance (a square photo: whole on Bluesky, 2:3 on Pinterest, 9:16 on TikTok). The tabs below
// show one network's whole post; this row answers "what will be cut off where" without clicking through them.
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";
import { MediaThumbnail } from "../media-thumbnail";
import { networkCrop, type PostType } from "./crops";
import type { PreviewMedia } from "./preview-types";
import { useNaturalRatio } from "./use-natural-ratio";

export function CropBoxes({ platforms, media, postType }: { platforms: PlatformId[]; media: PreviewMedia | undefined; postType: PostType }) {
  const natural = useNaturalRatio(media);
  if (!media || platforms.length === 0) return null;
  return (
    <figure className="min-w-0" aria-label="How each network crops the first picture">
      <figcaption className="text-xs font-medium text-slate-600">How each network crops it</figcaption>
      <ul className="mt-1.5 flex flex-wrap items-end gap-2">
        {platforms.map((platform) => {
          const crop = networkCrop(platform, natural, postType);
          return (
            <li key={platform} className="flex flex-col items-center gap-1" data-testid="crop-box" data-platform={platform} data-aspect={crop.ratio.toFixed(3)}>
              <div className="h-16 overflow-hidden rounded-md border border-slate-300 bg-slate-100" style={{ aspectRatio: String(crop.ratio) }}>
                <MediaThumbnail item={{ kind: media.kind, preview: media.src, alt: "" }} />
              </div>
              <span className="text-xs text-slate-700">
                {PLATFORM_LABELS[platform]} <span className="text-slate-600 tabular-nums">{crop.name}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

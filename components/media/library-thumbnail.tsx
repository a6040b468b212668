"use client";

// A library file's small picture: its stored thumbnail (a video's is its first frame), else the kind's icon.
import { MediaThumbnail } from "@/components/composer/media-thumbnail";
import type { MediaAssetResponse } from "@/lib/schemas/media";

export function LibraryThumbnail({ asset }: { asset: Pick<MediaAssetResponse, "kind" | "thumbnailUrl"> }) {
  return (
    <div className="relative aspect-square w-full overflow-hidden rounded-md bg-slate-100" data-kind={asset.kind}>
      <MediaThumbnail item={{ kind: asset.thumbnailUrl ? "image" : asset.kind, preview: asset.thumbnailUrl, alt: "" }} />
      {asset.kind === "video" ? <span className="absolute bottom-1 left-1 rounded bg-black/70 px-1 text-[10px] font-semibold text-white">VIDEO</span> : null}
    </div>
  );
}

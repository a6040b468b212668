"use client";

// The media library picker's contents (library-picker-dialog.tsx): the filters, the files page after page,
// the choice and its buttons. Its own module, loaded when the dialog is first opened: every composer has the
// button, few open it.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { MediaAssetResponse } from "@/lib/schemas/media";
import { assetFacts, assetUsage } from "./asset-facts";
import { LibraryFilters } from "./library-filters";
import { LibraryThumbnail } from "./library-thumbnail";
import { useMediaLibrary } from "./use-media-library";

export function PickerBody({ workspaceId, onPick, onClose }: { workspaceId: string; onPick: (assets: MediaAssetResponse[]) => void; onClose: () => void }) {
  const library = useMediaLibrary(workspaceId);
  const [chosen, setChosen] = useState<MediaAssetResponse[]>([]);
  const toggle = (asset: MediaAssetResponse) =>
    setChosen((list) => (list.some((a) => a.id === asset.id) ? list.filter((a) => a.id !== asset.id) : [...list, asset]));
  return (
    <div className="space-y-3">
      <LibraryFilters idPrefix="picker" search={library.search} onSearch={library.setSearch} kind={library.kind} onKind={library.setKind} />
      {library.query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {library.query.error.message}
        </p>
      ) : null}
      <div className="max-h-[50vh] overflow-y-auto">
        {library.query.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading the library…
          </p>
        ) : library.items.length === 0 ? (
          <p className="text-sm text-slate-600">{library.filtered ? "No file matches." : "No media yet: files you upload to posts appear here."}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Library files">
            {library.items.map((asset) => {
              const selected = chosen.some((a) => a.id === asset.id);
              return (
                <li key={asset.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => toggle(asset)}
                    className={`block w-full rounded-lg border-2 p-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600 ${selected ? "border-brand-600 bg-brand-50" : "border-transparent hover:border-slate-300"}`}
                  >
                    <LibraryThumbnail asset={asset} />
                    <span className="mt-1 block truncate text-xs font-medium text-slate-800" title={asset.name}>
                      {asset.name}
                    </span>
                    <span className="block truncate text-xs text-slate-600 tabular-nums">{assetFacts(asset)}</span>
                    <span className="block truncate text-xs text-slate-600" data-testid="picker-usage">
                      {assetUsage(asset.usedBy)}
                    </span>
                    {asset.altText ? <span className="block truncate text-xs text-slate-600">Alt text saved</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {library.query.hasNextPage ? (
          <Button size="sm" className="mt-2" onClick={() => void library.query.fetchNextPage()} disabled={library.query.isFetchingNextPage}>
            Show more
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" disabled={chosen.length === 0} onClick={() => onPick(chosen)}>
          {chosen.length > 1 ? `Add ${chosen.length} files` : "Add to post"}
        </Button>
      </div>
    </div>
  );
}

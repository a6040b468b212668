"use client";

// "Choose from library" in the composer: find files uploaded before (by name, tag or kind), pick one or more,
// and they join the post's media as they are, without uploading again, with the alt text saved with them.
// Each shows its picture, name, size and where it is used.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { MediaAssetResponse } from "@/lib/schemas/media";
import { assetFacts, assetUsage } from "./asset-facts";
import { LibraryFilters } from "./library-filters";
import { LibraryThumbnail } from "./library-thumbnail";
import { useMediaLibrary } from "./use-media-library";

function PickerBody({ workspaceId, onPick, onClose }: { workspaceId: string; onPick: (assets: MediaAssetResponse[]) => void; onClose: () => void }) {
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

export function LibraryPickerButton({
  workspaceId,
  onPick,
  disabled = false,
  text = "Choose from library",
  label,
}: {
  workspaceId: string;
  onPick: (assets: MediaAssetResponse[]) => void;
  /** Nothing more can be added (a first comment at its network's count of images). */
  disabled?: boolean;
  /** The button's words, and its fuller name for screen readers where several sit on one page. */
  text?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={disabled} aria-label={label}>
        {text}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Media library"
        description="Pick files uploaded before; they are added in the order you pick them."
      >
        <PickerBody
          workspaceId={workspaceId}
          onClose={() => setOpen(false)}
          onPick={(assets) => {
            onPick(assets);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}

"use client";

// The Media library page: every file uploaded in the workspace, searchable by name and tag, by kind, with the
// storage they take together. New files arrive through the composer (or POST /media/upload-url).
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/page-header";
import type { ListMediaResponse } from "@/lib/schemas/media";
import { storageTotal } from "./asset-facts";
import { LibraryCard } from "./library-card";
import { LibraryFilters } from "./library-filters";
import { useMediaLibrary } from "./use-media-library";

export function MediaLibraryView({ workspaceId, initial, canEdit }: { workspaceId: string; initial: ListMediaResponse; canEdit: boolean }) {
  const library = useMediaLibrary(workspaceId, initial);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["media-library", workspaceId] });
  const storage = library.storage ?? initial.storage;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" data-testid="library-storage">
        {storageTotal(storage)}
      </p>
      <LibraryFilters idPrefix="library" search={library.search} onSearch={library.setSearch} kind={library.kind} onKind={library.setKind} />
      {library.query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {library.query.error.message}
        </p>
      ) : null}
      {library.items.length === 0 && !library.query.isFetching ? (
        <EmptyState title={library.filtered ? "No file matches" : "No media yet"}>
          {library.filtered ? "Try other words, or show images and videos." : "Images and videos you add to posts are kept here to use again."}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Media files">
          {library.items.map((asset) => (
            <LibraryCard key={asset.id} workspaceId={workspaceId} asset={asset} canEdit={canEdit} onChanged={refresh} />
          ))}
        </ul>
      )}
      {library.query.hasNextPage ? (
        <Button onClick={() => void library.query.fetchNextPage()} disabled={library.query.isFetchingNextPage}>
          {library.query.isFetchingNextPage ? "Loading…" : "Show more"}
        </Button>
      ) : null}
    </div>
  );
}

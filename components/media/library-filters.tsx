"use client";

// Search by name or tag, and images / videos / both: the same controls on the page and in the picker.
import type { LibraryKind } from "./use-media-library";

export function LibraryFilters({
  idPrefix,
  search,
  onSearch,
  kind,
  onKind,
}: {
  idPrefix: string;
  search: string;
  onSearch: (value: string) => void;
  kind: LibraryKind;
  onKind: (kind: LibraryKind) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={`${idPrefix}-search`} className="block text-xs font-medium text-slate-600">
          Search by name or tag
        </label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="e.g. product shot"
          className="mt-0.5 block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-kind`} className="block text-xs font-medium text-slate-600">
          Show
        </label>
        <select
          id={`${idPrefix}-kind`}
          value={kind}
          onChange={(e) => onKind(e.target.value as LibraryKind)}
          className="mt-0.5 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="">Images and videos</option>
          <option value="image">Images</option>
          <option value="video">Videos</option>
        </select>
      </div>
    </div>
  );
}

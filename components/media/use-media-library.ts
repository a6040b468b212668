"use client";

// The workspace's media library, page after page as the person scrolls: shared by the Media library page and
// the composer's picker. The search waits for a pause in typing so every key does not cost a request.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDebounced } from "@/components/composer/use-debounced";
import { getJson } from "@/components/ui/get-json";
import type { ListMediaResponse } from "@/lib/schemas/media";

export type LibraryKind = "" | "image" | "video";

export function useMediaLibrary(workspaceId: string, initial?: ListMediaResponse) {
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<LibraryKind>("");
  const q = useDebounced(search.trim(), 250);
  const untouched = q === "" && kind === "";
  const query = useInfiniteQuery({
    queryKey: ["media-library", workspaceId, q, kind],
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) =>
      getJson<ListMediaResponse>(
        "/api/media",
        { workspace: workspaceId, limit: "48", ...(q ? { q } : {}), ...(kind ? { kind } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: untouched && initial ? { pages: [initial], pageParams: [""] } : undefined,
  });
  const pages = query.data?.pages ?? [];
  return {
    search,
    setSearch,
    kind,
    setKind,
    filtered: !untouched,
    items: pages.flatMap((p) => p.media),
    storage: pages[0]?.storage,
    query,
  };
}

/** "1:05" for 65 s; "12:00:01" past an hour. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

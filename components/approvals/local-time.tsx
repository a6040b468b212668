"use client";

// An instant in the viewer's own time zone. The server does not know that zone, so the text appears once the
// page runs in the browser: the first render on both sides is the same empty <time>, and hydration never
// changes a character.
import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/components/ui/format";

const subscribe = () => () => {};

export function LocalTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatDateTime(iso),
    () => "",
  );
  return <time dateTime={iso}>{text}</time>;
}

"use client";

// Checks a slug as it is typed: a GET per pause in typing (250 ms), the previous request cancelled, so a
// fast typist costs a few cheap requests and never sees an out-of-date answer.
import { useEffect, useState } from "react";

export type SlugCheck = { state: "idle" } | { state: "checking" } | { state: "available"; slug: string } | { state: "unavailable"; reason: string };

export function useSlugCheck(workspaceId: string, slug: string, { pageId, currentSlug }: { pageId?: string; currentSlug?: string } = {}): SlugCheck {
  // The answer for the slug last checked; the state shown is derived from it and the current input.
  const [answer, setAnswer] = useState<{ value: string; check: SlugCheck } | null>(null);
  const value = slug.trim();
  const idle = value === "" || value.toLowerCase() === currentSlug;
  useEffect(() => {
    if (idle) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ workspace: workspaceId, slug: value, ...(pageId ? { page: pageId } : {}) });
        const res = await fetch(`/api/links/check-slug?${params}`, { signal: controller.signal });
        const body = (await res.json()) as { available?: boolean; slug?: string; reason?: string; error?: string };
        setAnswer({
          value,
          check: body.available
            ? { state: "available", slug: body.slug! }
            : { state: "unavailable", reason: body.reason ?? body.error ?? "This address cannot be checked" },
        });
      } catch (error) {
        if ((error as Error).name !== "AbortError") setAnswer({ value, check: { state: "unavailable", reason: "This address cannot be checked right now" } });
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [workspaceId, value, pageId, idle]);
  if (idle) return { state: "idle" };
  return answer?.value === value ? answer.check : { state: "checking" };
}

export function SlugStatus({ check, id }: { check: SlugCheck; id: string }) {
  if (check.state === "idle") return null;
  const [text, tone] =
    check.state === "checking"
      ? ["Checking…", "text-slate-500"]
      : check.state === "available"
        ? [`/l/${check.slug} is available`, "text-emerald-700"]
        : [check.reason, "text-red-700"];
  return (
    <p id={id} role="status" aria-live="polite" className={`text-xs ${tone}`} data-testid="slug-status">
      {text}
    </p>
  );
}

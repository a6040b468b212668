"use client";

// The live preview: the draft rendered by the public page's own renderer into a sandboxed iframe (no
// scripts, links inert) inside a phone frame, so what you see is what visitors will get.
import { useMemo, useState } from "react";
import { renderLinkPage } from "@/lib/links/render-link-page";
import type { LinkPageResponse } from "@/lib/schemas/links";
import type { LinkPreviewContext } from "@/lib/services/links/get-link-preview-context";
import { previewSnapshot } from "./preview-snapshot";

export function PhonePreview({ page, context }: { page: LinkPageResponse; context: LinkPreviewContext }) {
  // Scheduled links are shown as they stand when the editor opened.
  const [now] = useState(() => Date.now());
  const html = useMemo(() => {
    const doc = renderLinkPage(previewSnapshot(page, context), { slug: page.slug, publicUrl: page.publicUrl, now });
    // A click in the preview must not count: its counted links lead nowhere here.
    return doc.replace(/href="\/l\/[^"]*"/g, 'href="#"');
  }, [page, context, now]);
  return (
    <div className="mx-auto w-[300px] rounded-[2.5rem] border-[10px] border-slate-800 bg-slate-800 shadow-xl" aria-label="Live preview" role="region">
      <div className="mx-auto mb-1 h-4 w-24 rounded-b-xl bg-slate-800" aria-hidden />
      <iframe title="Preview of the page" srcDoc={html} sandbox="" className="h-[560px] w-full rounded-[1.75rem] bg-white" data-testid="link-preview" />
    </div>
  );
}

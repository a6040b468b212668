"use client";

// Media in the composer: pick or drop files (checked before upload), watch each upload's progress, see a
// thumbnail, reorder by dragging (pointer or keyboard, dnd-kit) or with the arrow buttons, remove, and give
// images alt text. A URL of media kept elsewhere can be added too.
import dynamic from "next/dynamic";
import { useState, type ReactNode, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { LibraryPickerButton } from "@/components/media/library-picker-dialog";
import type { PlatformId } from "@/lib/platforms/ids";
import { ACCEPTED_TYPES } from "./media";
import type { useMedia } from "./use-media";

// The cards and their drag and drop come with the first item (rendered on the server too when the post has
// media, so their script is then sent with the page): a post without media never loads dnd-kit.
const MediaCards = dynamic(() => import("./media-cards").then((m) => m.MediaCards));

type Media = ReturnType<typeof useMedia>;

export function MediaPicker({ media, platforms = [], beside }: { media: Media; platforms?: PlatformId[]; beside?: ReactNode }) {
  const [dragOver, setDragOver] = useState(false);
  const [link, setLink] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length > 0) media.addFiles([...event.dataTransfer.files]);
  }

  function addLink() {
    const url = link.trim();
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return setLinkError("Enter an http(s) address of an image or video");
    media.addUrl(url);
    setLink("");
    setLinkError(null);
  }

  return (
    <div className="space-y-3">
      {/* Drop zone and link side by side on a wide screen, each one line. */}
      <div className="grid gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
          className={`flex flex-wrap items-baseline justify-center gap-x-2 rounded-lg border-2 border-dashed px-3 py-2 text-center text-sm ${dragOver ? "border-brand-500 bg-brand-50" : "border-slate-300"}`}
        >
          <p className="text-slate-600">
            Drop images or videos here, or{" "}
            <label htmlFor="post-media-files" className="cursor-pointer font-medium text-brand-700 underline focus-within:outline-2">
              choose files
            </label>
            <input
              id="post-media-files"
              type="file"
              multiple
              accept={ACCEPTED_TYPES}
              className="sr-only"
              aria-label="Add images or videos"
              onChange={(e) => {
                media.addFiles([...(e.target.files ?? [])]);
                e.target.value = "";
              }}
            />
          </p>
          <p className="text-xs text-slate-500">JPEG, PNG, WebP or GIF up to 20 MB; MP4, MOV or WebM up to 1 GB.</p>
          <LibraryPickerButton workspaceId={media.workspaceId} onPick={media.addFromLibrary} />
        </div>
        {/* The words sit in a label of their own, not in the placeholder, which a narrow column cut short. */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <label htmlFor="post-media-link" className="w-full text-xs text-slate-600">
            …or a link to media kept elsewhere
          </label>
          <input
            id="post-media-link"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addLink();
              }
            }}
            placeholder="https://…"
            aria-invalid={linkError ? true : undefined}
            className="block min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
          <Button onClick={addLink}>Add</Button>
        </div>
      </div>

      {media.refused.length > 0 ? (
        <ul role="alert" className="space-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" aria-label="Files not added">
          {media.refused.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}

      {/* Beside the cards (the row's free width): each network's crop of the first picture, at no extra height. */}
      <div className="flex flex-wrap items-start gap-3">
        {media.items.length > 0 ? <MediaCards media={media} platforms={platforms} /> : null}
        {media.items.length > 0 ? beside : null}
      </div>
      {media.items.length > 1 ? <p className="text-xs text-slate-500">The first item leads the post.</p> : null}

      {linkError ? <p className="text-xs text-red-700">{linkError}</p> : null}
    </div>
  );
}

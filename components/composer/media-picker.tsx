"use client";

// Media in the composer: pick or drop files (checked before upload), watch each upload's progress, see a
// thumbnail, reorder by dragging (pointer or keyboard, dnd-kit) or with the arrow buttons, remove, and give
// images alt text. A URL of media kept elsewhere can be added too.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useState, type ReactNode, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { LibraryPickerButton } from "@/components/media/library-picker-dialog";
import { altTextLimitFor } from "@/lib/platforms/alt-text";
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";
import { ACCEPTED_TYPES, type MediaItem } from "./media";
import { MediaThumbnail } from "./media-thumbnail";
import type { useMedia } from "./use-media";

type Media = ReturnType<typeof useMedia>;

type AltLimit = ReturnType<typeof altTextLimitFor>;

function MediaCard({ item, index, count, media, altLimit }: { item: MediaItem; index: number; count: number; media: Media; altLimit: AltLimit }) {
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: item.key });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const percent = Math.round(item.progress * 100);
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="media-item"
      // A card is a row (thumbnail beside its name, alt text and buttons): a post with an image stays short.
      className={`flex w-80 max-w-full gap-2 rounded-lg border bg-white p-2 ${item.status === "failed" ? "border-red-300" : "border-slate-200"} ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-slate-100" data-testid="media-thumbnail" data-kind={item.kind}>
        <MediaThumbnail item={item} />
        {item.kind === "video" ? (
          <span className="absolute bottom-1 left-1 rounded bg-slate-900/70 px-1 text-[10px] font-semibold text-white">VIDEO</span>
        ) : null}
        <span className="absolute top-1 left-1 rounded bg-white/90 px-1.5 text-xs font-semibold text-slate-700">{index + 1}</span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-slate-700" title={item.name}>
          {item.name}
        </p>
        {item.status === "uploading" ? (
          <div className="mt-1">
            <div
              role="progressbar"
              aria-label={`Uploading ${item.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-0.5 text-[11px] text-slate-500 tabular-nums">Uploading… {percent}%</p>
          </div>
        ) : null}
        {item.status === "failed" ? (
          <div className="mt-1 text-[11px] text-red-700" role="alert">
            Upload failed: {item.error}
            <button type="button" className="ml-1 font-medium underline" onClick={() => media.retry(item.key)}>
              Retry
            </button>
          </div>
        ) : null}
        {item.kind === "image" ? (
          <div className="mt-1">
            <label htmlFor={`alt-${item.key}`} className="sr-only">
              Alt text for {item.name}
            </label>
            <input
              id={`alt-${item.key}`}
              value={item.alt}
              onChange={(e) => media.setAlt(item.key, e.target.value)}
              placeholder="Alt text"
              maxLength={2000}
              aria-describedby={altLimit ? `alt-${item.key}-count` : undefined}
              aria-invalid={altLimit && [...item.alt].length > altLimit.max ? true : undefined}
              className="block w-full rounded border border-slate-300 px-1.5 py-1 text-xs aria-invalid:border-red-500"
            />
            {altLimit ? (
              // The tightest limit among the chosen networks: what fits there fits everywhere.
              <p
                id={`alt-${item.key}-count`}
                className={`mt-0.5 text-[11px] tabular-nums ${[...item.alt].length > altLimit.max ? "text-red-700" : "text-slate-500"}`}
              >
                {[...item.alt].length.toLocaleString("en")} / {altLimit.max.toLocaleString("en")} ({PLATFORM_LABELS[altLimit.platform]})
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-1">
          <button
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${item.name} to reorder`}
            className="cursor-grab rounded px-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            ⠿
          </button>
          <span className="flex gap-0.5">
            <Button size="sm" variant="ghost" aria-label={`Move ${item.name} earlier`} disabled={index === 0} onClick={() => media.move(item.key, index - 1)}>
              ←
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Move ${item.name} later`}
              disabled={index === count - 1}
              onClick={() => media.move(item.key, index + 1)}
            >
              →
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Remove ${item.name}`} onClick={() => media.remove(item.key)}>
              ✕
            </Button>
          </span>
        </div>
      </div>
    </li>
  );
}

export function MediaPicker({ media, platforms = [], beside }: { media: Media; platforms?: PlatformId[]; beside?: ReactNode }) {
  const altLimit = altTextLimitFor(platforms);
  const [dragOver, setDragOver] = useState(false);
  const [link, setLink] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length > 0) media.addFiles([...event.dataTransfer.files]);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    media.move(
      String(active.id),
      media.items.findIndex((m) => m.key === over.id),
    );
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
        {media.items.length > 0 ? (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={media.items.map((m) => m.key)} strategy={rectSortingStrategy}>
              <ul className="flex flex-wrap gap-3" aria-label="Media, in posting order">
                {media.items.map((item, index) => (
                  <MediaCard key={item.key} item={item} index={index} count={media.items.length} media={media} altLimit={altLimit} />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        ) : null}
        {media.items.length > 0 ? beside : null}
      </div>
      {media.items.length > 1 ? <p className="text-xs text-slate-500">The first item leads the post.</p> : null}

      {linkError ? <p className="text-xs text-red-700">{linkError}</p> : null}
    </div>
  );
}

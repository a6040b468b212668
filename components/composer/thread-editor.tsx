"use client";

// The thread: the caption is part 1; here the replies after it are written, each with at most one image or
// video, reordered, removed, or made by splitting a long caption into parts that fit every chosen thread
// network (counted each network's way, on the server). Each part's problems from the dry run are shown under it.
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type Dispatch, type SetStateAction } from "react";
import { createUploadUrlAction } from "@/lib/actions/create-post";
import { fileSha256 } from "@/components/media/file-sha256";
import { Button } from "@/components/ui/button";
import { networkLabel } from "@/components/ui/format";
import { isChainNetwork } from "@/lib/platforms/chain-networks";
import type { PlatformId } from "@/lib/platforms/ids";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import { splitThread } from "./composer-reads";
import { ACCEPTED_TYPES, contentTypeOf, fileProblem, kindOfType } from "./media";
import { MediaThumbnail } from "./media-thumbnail";
import { putFile } from "./put-file";
import { newPart, type ThreadPart, type ThreadPartMedia } from "./thread";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** The dry run's problems of reply `index` (chainItems[index]), per network. */
function partProblems(checks: NetworkCheck[] | undefined, index: number): string[] {
  const prefix = `chainItems[${index}]`;
  return (checks ?? []).flatMap((c) => c.problems.filter((p) => p.field.includes(prefix)).map((p) => p.say));
}

export function ThreadEditor({
  workspaceId,
  platforms,
  caption,
  onCaption,
  parts,
  setParts,
  checks,
}: {
  workspaceId: string;
  platforms: PlatformId[];
  caption: string;
  onCaption: (caption: string) => void;
  parts: ThreadPart[];
  setParts: Dispatch<SetStateAction<ThreadPart[]>>;
  checks: NetworkCheck[] | undefined;
}) {
  const queryClient = useQueryClient();
  const [numbered, setNumbered] = useState(false);
  const [splitting, setSplitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const chainNetworks = platforms.filter(isChainNetwork);
  const names = chainNetworks.map(networkLabel).join(", ");

  const updatePart = (key: string, patch: Partial<ThreadPart>) => setParts((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const updateMedia = (key: string, patch: Partial<ThreadPartMedia>) =>
    setParts((list) => list.map((p) => (p.key === key && p.media ? { ...p, media: { ...p.media, ...patch } } : p)));
  const move = (index: number, to: number) =>
    setParts((list) => {
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      const [part] = next.splice(index, 1);
      next.splice(to, 0, part!);
      return next;
    });

  async function split() {
    setSplitting(true);
    setMessage(null);
    try {
      // POST /api/posts/split-thread through react-query: the same text split twice is answered from its cache.
      const input = { text: [caption, ...parts.map((p) => p.text)].join("\n\n"), platforms: chainNetworks, numbered };
      const result = await queryClient.fetchQuery({
        queryKey: ["split-thread", workspaceId, input],
        queryFn: ({ signal }) => splitThread(workspaceId, input, signal),
        retry: false,
      });
      const [first = "", ...rest] = result.parts;
      onCaption(first);
      // Media stays with the part at the same position.
      setParts((old) => rest.map((text, i) => ({ ...(old[i] ?? newPart()), text })));
      setMessage(
        result.tooLong
          ? "The text needs more than 25 parts: the first 25 are kept."
          : `Split into ${result.parts.length} part${result.parts.length === 1 ? "" : "s"} that fit ${names}.`,
      );
    } catch (error) {
      // A refusal carries the server's words; a fetch that never got an answer says so.
      setMessage(error instanceof TypeError ? "Could not reach the server. Check your connection and try again." : (error as Error).message);
    } finally {
      setSplitting(false);
    }
  }

  if (chainNetworks.length === 0) {
    return parts.length > 0 ? (
      <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
        This post has a thread of {parts.length + 1} parts; only X, Bluesky, Threads and Mastodon publish threads. Pick one of them to send it.
      </p>
    ) : null;
  }

  return (
    // Under the caption (its part 1), in the caption's box: the thread's tools are one line above its parts.
    // Without parts that line is all there is, its explanation folded away (still read by screen readers), so
    // a typical post fits one screen.
    <section aria-label="Thread" className="space-y-3 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="text-sm font-semibold">
          Thread {parts.length > 0 ? <span className="font-normal text-slate-500">({parts.length + 1} parts)</span> : null}
        </h2>
        <p className={parts.length > 0 ? "min-w-48 flex-1 text-xs text-slate-600" : "sr-only"}>
          The caption is part 1; each part below is published as a reply to the one before, on {names}.
        </p>
        {parts.length > 0 ? null : <span className="flex-1" />}
        <label className="flex items-center gap-1.5 text-xs text-slate-700">
          <input type="checkbox" checked={numbered} onChange={(e) => setNumbered(e.target.checked)} />
          Number the parts (1/3)
        </label>
        <Button size="sm" onClick={() => void split()} disabled={splitting || caption.trim() === ""}>
          {splitting ? "Splitting…" : "Split into a thread"}
        </Button>
        <Button size="sm" onClick={() => setParts((list) => [...list, newPart()])} disabled={parts.length >= 24}>
          + Add a part
        </Button>
      </div>
      {message ? (
        <p role="status" className="text-xs text-slate-600">
          {message}
        </p>
      ) : null}
      {parts.length > 0 ? (
        <ol className="space-y-3" aria-label="Thread parts">
          {parts.map((part, index) => (
            <ThreadPartEditor
              key={part.key}
              workspaceId={workspaceId}
              part={part}
              index={index}
              count={parts.length}
              problems={partProblems(checks, index)}
              onText={(text) => updatePart(part.key, { text })}
              onMedia={(media) => updatePart(part.key, { media })}
              onMediaPatch={(patch) => updateMedia(part.key, patch)}
              onMove={(to) => move(index, to)}
              onRemove={() => setParts((list) => list.filter((p) => p.key !== part.key))}
            />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function ThreadPartEditor({
  workspaceId,
  part,
  index,
  count,
  problems,
  onText,
  onMedia,
  onMediaPatch,
  onMove,
  onRemove,
}: {
  workspaceId: string;
  part: ThreadPart;
  index: number;
  count: number;
  problems: string[];
  onText: (text: string) => void;
  onMedia: (media: ThreadPartMedia | null) => void;
  onMediaPatch: (patch: Partial<ThreadPartMedia>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const label = `Part ${index + 2}`;
  const textId = `thread-part-${part.key}`;

  async function attach(file: File) {
    const problem = fileProblem(file);
    setRefused(problem);
    if (problem) return;
    const contentType = contentTypeOf(file);
    onMedia({ url: null, kind: kindOfType(contentType), name: file.name, preview: URL.createObjectURL(file), status: "uploading", alt: "" });
    try {
      const signed = await createUploadUrlAction(
        workspaceId,
        { filename: file.name, contentType, sizeBytes: file.size, sha256: await fileSha256(file) },
        { draft: true },
      );
      if (!signed.ok) throw new Error(signed.error);
      if (signed.data.reused) {
        onMediaPatch({ url: signed.data.publicUrl, status: "ready", ...(signed.data.altText ? { alt: signed.data.altText } : {}) });
        return;
      }
      await putFile(signed.data.uploadUrl, file, contentType, () => {}).done;
      onMediaPatch({ url: signed.data.publicUrl, status: "ready" });
    } catch (error) {
      onMediaPatch({ status: "failed", error: error instanceof Error ? error.message : "the upload failed" });
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="thread-part">
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={textId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <span className="flex gap-1">
          <Button size="sm" variant="ghost" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            ↑
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            ↓
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
            Remove
          </Button>
        </span>
      </div>
      <textarea
        id={textId}
        data-thread-index={index}
        rows={3}
        className={inputClass}
        value={part.text}
        onChange={(e) => onText(e.target.value)}
        placeholder="Reply to the part before"
      />
      {problems.length > 0 ? (
        <ul className="mt-1 space-y-0.5" aria-label={`Problems of ${label}`}>
          {problems.map((p) => (
            <li key={p} className="text-xs text-red-700">
              {p}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {part.media ? (
          <>
            <span className="relative size-16 overflow-hidden rounded-md bg-slate-100" data-testid="thread-part-media">
              <MediaThumbnail item={part.media} />
            </span>
            <span className="text-xs text-slate-600">
              {part.media.status === "uploading" ? (
                "Uploading…"
              ) : part.media.status === "failed" ? (
                <span className="text-red-700">Upload failed: {part.media.error}</span>
              ) : (
                part.media.name
              )}
            </span>
            {part.media.kind === "image" ? (
              <>
                <label htmlFor={`${textId}-alt`} className="sr-only">
                  Alt text for {label}
                </label>
                <input
                  id={`${textId}-alt`}
                  value={part.media.alt}
                  onChange={(e) => onMediaPatch({ alt: e.target.value })}
                  placeholder="Alt text"
                  maxLength={2000}
                  className="rounded border border-slate-300 px-1.5 py-1 text-xs"
                />
              </>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => onMedia(null)} aria-label={`Remove the media of ${label}`}>
              Remove media
            </Button>
          </>
        ) : (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_TYPES}
              className="sr-only"
              tabIndex={-1}
              aria-label={`Image or video for ${label}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void attach(file);
              }}
            />
            <Button size="sm" onClick={() => fileInput.current?.click()}>
              Add an image or video
            </Button>
          </>
        )}
        {refused ? (
          <span role="alert" className="text-xs text-red-700">
            {refused}
          </span>
        ) : null}
      </div>
    </li>
  );
}

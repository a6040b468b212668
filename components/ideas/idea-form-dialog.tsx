"use client";

import { useState, type FormEvent } from "react";
import { createIdeaAction, updateIdeaAction } from "@/lib/actions/ideas";
import { ACCEPTED_IMAGE_TYPES, uploadImage } from "@/components/media/upload-image";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { formatZodError } from "@/lib/errors";
import { ideaInput, NOTES_MAX, type IdeaInput } from "@/lib/schemas/ideas";
import { COLUMN_LABELS, type Idea, type IdeaStatus } from "./board-state";
import { ideaLabel } from "./idea-card";

export type IdeaFormTarget = { mode: "create"; status: IdeaStatus } | { mode: "edit"; idea: Idea };

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

function splitList(value: string, separator: RegExp): string[] {
  return value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function IdeaFormDialog({
  workspaceId,
  target,
  onClose,
  onSaved,
}: {
  workspaceId: string;
  target: IdeaFormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === "edit" ? "Edit idea" : `New idea in ${target ? COLUMN_LABELS[target.status] : ""}`}
    >
      {target ? (
        <IdeaForm key={target.mode === "edit" ? target.idea.id : target.status} workspaceId={workspaceId} target={target} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}

function IdeaForm({ workspaceId, target, onClose, onSaved }: { workspaceId: string; target: IdeaFormTarget; onClose: () => void; onSaved: () => void }) {
  const existing = target.mode === "edit" ? target.idea : null;
  const [title, setTitle] = useState(existing?.title ?? "");
  const [caption, setCaption] = useState(existing?.caption ?? "");
  const [tags, setTags] = useState(existing?.tags.join(", ") ?? "");
  const [media, setMedia] = useState(existing?.mediaUrls.join("\n") ?? "");
  const [mediaType, setMediaType] = useState<"" | "image" | "video">(existing?.mediaType ?? "");
  const [notes, setNotes] = useState(existing?.notes ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const [uploading, setUploading] = useState(false);
  // An uploaded image joins the idea's media list; the post made from the idea takes it with the rest.
  async function upload(file: File) {
    setUploading(true);
    setError(null);
    const result = await uploadImage(workspaceId, file);
    setUploading(false);
    if ("error" in result) return setError(result.error);
    setMedia((current) => [...splitList(current, /\n/), result.url].join("\n"));
    setMediaType("image");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const mediaUrls = splitList(media, /\n/);
    const input: IdeaInput = {
      title: title.trim(),
      caption,
      tags: splitList(tags, /,/).map((t) => t.replace(/^#/, "")),
      mediaUrls,
      ...(mediaUrls.length > 0 ? { mediaType: mediaType || "image" } : {}),
      notes,
      ...(target.mode === "create" ? { status: target.status } : {}),
    };
    // The field stops at the limit; a paste past it is said in words rather than as the API's field path.
    if (notes.length > NOTES_MAX) {
      setError(`Notes can be at most ${NOTES_MAX.toLocaleString("en")} characters; these have ${notes.length.toLocaleString("en")}.`);
      return;
    }
    const checked = ideaInput.safeParse(input);
    if (!checked.success) {
      setError(formatZodError(checked.error));
      return;
    }
    if (!input.title && !input.caption?.trim()) {
      setError("Give the idea a title or a caption.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = existing ? await updateIdeaAction(workspaceId, existing.id, input) : await createIdeaAction(workspaceId, input);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success(existing ? `Saved “${ideaLabel(result.data)}”` : `Added “${ideaLabel(result.data)}”`);
      onSaved();
      onClose();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={error} />
      <div className="space-y-1">
        <label htmlFor="idea-title" className="block text-sm font-medium text-slate-700">
          Title
        </label>
        <input id="idea-title" className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={500} autoFocus />
      </div>
      <div className="space-y-1">
        <label htmlFor="idea-caption" className="block text-sm font-medium text-slate-700">
          Caption
        </label>
        <textarea id="idea-caption" rows={4} className={inputClass} value={caption} onChange={(e) => setCaption(e.target.value)} />
      </div>
      <div className="space-y-1">
        <label htmlFor="idea-tags" className="block text-sm font-medium text-slate-700">
          Tags
        </label>
        <input
          id="idea-tags"
          className={inputClass}
          value={tags}
          onChange={(e) => setTags(e.target.value)}
          placeholder="launch, spring"
          aria-describedby="idea-tags-hint"
        />
        <p id="idea-tags-hint" className="text-xs text-slate-500">
          Separate tags with commas.
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor="idea-media" className="block text-sm font-medium text-slate-700">
          Media URLs
        </label>
        <textarea
          id="idea-media"
          rows={2}
          className={inputClass}
          value={media}
          onChange={(e) => setMedia(e.target.value)}
          placeholder="https://…"
          aria-describedby="idea-media-hint"
        />
        <div className="flex flex-wrap items-center gap-2">
          <p id="idea-media-hint" className="text-xs text-slate-500">
            One URL per line, or upload an image from this device.
          </p>
          <label className="ml-auto cursor-pointer rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            {uploading ? "Uploading…" : "Upload image"}
            <input
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              className="sr-only"
              disabled={uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void upload(file);
              }}
            />
          </label>
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor="idea-media-type" className="block text-sm font-medium text-slate-700">
          Media type
        </label>
        <select id="idea-media-type" className={inputClass} value={mediaType} onChange={(e) => setMediaType(e.target.value as "" | "image" | "video")}>
          <option value="">Image (default)</option>
          <option value="image">Image</option>
          <option value="video">Video</option>
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="idea-notes" className="block text-sm font-medium text-slate-700">
          Notes
        </label>
        <textarea
          id="idea-notes"
          rows={3}
          className={inputClass}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={NOTES_MAX}
          placeholder="Sources, angle, who to ask…"
          aria-describedby="idea-notes-hint"
        />
        <p id="idea-notes-hint" className="text-xs text-slate-500">
          For your team, never published. The post made from this idea shows them beside its editor.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={pending || uploading}>
          {pending ? "Saving…" : existing ? "Save idea" : "Add idea"}
        </Button>
      </div>
    </form>
  );
}

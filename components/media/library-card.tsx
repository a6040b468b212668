"use client";

// One file on the Media library page: its picture and facts, who uploaded it and when, the posts using it,
// its tags (editable) and Delete, refused in plain words while a scheduled post uses it.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { deleteMediaAction, updateMediaTagsAction } from "@/lib/actions/media";
import type { MediaAssetResponse } from "@/lib/schemas/media";
import { LibraryThumbnail } from "./library-thumbnail";
import { assetFacts as facts, assetUsage as usage } from "./asset-facts";

export function LibraryCard({
  workspaceId,
  asset,
  canEdit,
  onChanged,
}: {
  workspaceId: string;
  asset: MediaAssetResponse;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const t = useTimeFormat();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [editingTags, setEditingTags] = useState(false);
  const [tags, setTags] = useState(asset.tags.join(", "));

  async function remove() {
    setPending(true);
    const result = await deleteMediaAction(workspaceId, asset.id);
    setPending(false);
    setConfirming(false);
    if (result.ok) onChanged();
    else setProblem(result.error);
  }

  async function saveTags() {
    const words = tags
      .split(",")
      .map((w) => w.trim())
      .filter(Boolean);
    const result = await updateMediaTagsAction(workspaceId, asset.id, words);
    if (!result.ok) return setProblem(result.error);
    setProblem(null);
    setEditingTags(false);
    onChanged();
  }

  return (
    <li className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-2" data-testid="library-item" aria-label={asset.name}>
      <LibraryThumbnail asset={asset} />
      <p className="truncate text-sm font-medium text-slate-800" title={asset.name}>
        {asset.name}
      </p>
      <p className="text-xs text-slate-600 tabular-nums">{facts(asset)}</p>
      <p className="text-xs text-slate-600">
        {asset.uploadedBy.name ?? (asset.uploadedBy.apiKeyId ? "An API key" : "Someone")}, {t.date(asset.createdAt)}
      </p>
      <p className="text-xs text-slate-600" data-testid="library-usage">
        {usage(asset.usedBy)}
      </p>
      {editingTags ? (
        <div className="flex gap-1">
          <label htmlFor={`tags-${asset.id}`} className="sr-only">
            Tags for {asset.name}, separated by commas
          </label>
          <input
            id={`tags-${asset.id}`}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") void saveTags();
            }}
            placeholder="product, spring"
            className="min-w-0 flex-1 rounded border border-slate-300 px-1.5 py-1 text-xs"
          />
          <Button size="sm" onClick={() => void saveTags()}>
            Save
          </Button>
        </div>
      ) : asset.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={`Tags of ${asset.name}`}>
          {asset.tags.map((tag) => (
            <li key={tag} className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded bg-red-50 px-2 py-1 text-xs text-red-700">
          {problem}
        </p>
      ) : null}
      {canEdit ? (
        <div className="mt-auto flex flex-wrap gap-1 pt-1">
          {editingTags ? null : (
            <Button size="sm" variant="ghost" onClick={() => setEditingTags(true)} aria-label={`Edit tags of ${asset.name}`}>
              Tags
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${asset.name}`}>
            Delete
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${asset.name}?`}
        description="The file is removed from the library and from storage. Drafts and published posts that used it keep their text; a draft will need another picture."
        confirmLabel="Delete file"
        pending={pending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

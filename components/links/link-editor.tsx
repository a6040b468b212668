"use client";

// The editor of one page: its settings, its blocks (add, edit, reorder, delete) and the live preview in a
// phone frame beside them; Publish sends the draft live and "Unpublished changes" says when it differs.
import Link from "next/link";
import { useState } from "react";
import {
  addLinkBlockAction,
  deleteLinkBlockAction,
  publishLinkPageAction,
  reorderLinkBlocksAction,
  updateLinkBlockAction,
  updateLinkPageAction,
} from "@/lib/actions/link-pages";
import { Button } from "@/components/ui/button";
import { getJson } from "@/components/ui/get-json";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { LINK_BLOCK_TYPES, type LinkBlockResponse, type LinkBlockType, type LinkPageResponse } from "@/lib/schemas/links";
import type { LinkPreviewContext } from "@/lib/services/links/get-link-preview-context";
import { BLOCK_TYPE_LABELS, BlockForm } from "./block-form";
import { BlockList, blockSummary } from "./block-list";
import { PageSettingsForm } from "./page-settings-form";
import { PhonePreview } from "./phone-preview";

export function LinkEditor({
  workspaceId,
  initialPage,
  context,
  canEdit,
}: {
  workspaceId: string;
  initialPage: LinkPageResponse;
  context: LinkPreviewContext;
  canEdit: boolean;
}) {
  const [page, setPage] = useState(initialPage);
  const [adding, setAdding] = useState<LinkBlockType | null>(null);
  const [deleting, setDeleting] = useState<LinkBlockResponse | null>(null);
  const [publishing, setPublishing] = useState(false);

  /** The page as stored now (positions, the unpublished-changes flag). */
  async function reload() {
    try {
      // GET /api/links/{id}: a route handler, so the reload does not queue behind the editor's next save.
      setPage((await getJson<{ link: LinkPageResponse }>(`/api/links/${page.id}`, { workspace: workspaceId })).link);
    } catch (error) {
      toast.error(error instanceof TypeError ? "Could not reach the server. Try again." : (error as Error).message);
    }
  }

  async function publish() {
    setPublishing(true);
    const result = await publishLinkPageAction(workspaceId, page.id);
    setPublishing(false);
    if (!result.ok) return void toast.error(result.error);
    setPage(result.data);
    toast.success(`Published version ${result.data.publishedVersion}`);
  }

  async function reorder(ids: string[]) {
    // Shown at once; the server's order (and flag) replaces it when it answers.
    setPage((p) => ({ ...p, blocks: ids.map((id, position) => ({ ...p.blocks.find((b) => b.id === id)!, position })) }));
    const result = await reorderLinkBlocksAction(workspaceId, page.id, ids);
    if (!result.ok) toast.error(result.error);
    await reload();
  }

  const status = page.status === "published" ? (page.hasUnpublishedChanges ? "Unpublished changes" : "Published") : "Draft";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{page.title}</h1>
          <p className="text-sm text-slate-500 [overflow-wrap:anywhere]">
            <span
              data-testid="link-status"
              className={`mr-2 rounded px-1.5 py-0.5 text-xs font-medium ${status === "Published" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}
            >
              {status}
            </span>
            {page.status === "published" ? (
              <a href={`/l/${page.slug}`} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
                {page.publicUrl}
              </a>
            ) : (
              `/l/${page.slug}`
            )}
          </p>
        </div>
        <div className="flex gap-2">
          <Link href={`/${workspaceId}/links/${page.id}/analytics`} className="rounded-md px-3.5 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100">
            Analytics
          </Link>
          {canEdit ? (
            <Button variant="primary" onClick={publish} disabled={publishing || (page.status === "published" && !page.hasUnpublishedChanges)}>
              {publishing ? "Publishing…" : page.status === "published" && !page.hasUnpublishedChanges ? "Up to date" : "Publish"}
            </Button>
          ) : null}
        </div>
      </div>

      {/* minmax(0, …) and min-w-0: a grid or flex item's minimum is its content's width by default, so one
          long URL (or a form's fieldset) would widen the page past a phone's screen. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">
          <PageSettingsForm
            workspaceId={workspaceId}
            page={page}
            canEdit={canEdit}
            onSave={async (changes) => {
              const result = await updateLinkPageAction(workspaceId, page.id, changes);
              if (!result.ok) return result.error;
              setPage(result.data);
              return null;
            }}
          />

          <section aria-labelledby="blocks-heading" className="space-y-3">
            <h2 id="blocks-heading" className="text-base font-semibold">
              Blocks
            </h2>
            {page.blocks.length === 0 ? <p className="text-sm text-slate-500">No blocks yet. Add a link to start.</p> : null}
            <BlockList
              blocks={page.blocks}
              context={context}
              canEdit={canEdit}
              onReorder={reorder}
              onDelete={setDeleting}
              onSave={async (block, fields) => {
                const result = await updateLinkBlockAction(workspaceId, page.id, block.id, fields);
                if (!result.ok) return result.error;
                await reload();
                return null;
              }}
            />
            {canEdit ? (
              <div className="rounded-lg border border-dashed border-slate-300 bg-white p-3">
                <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Add a block">
                  <span className="text-sm font-medium text-slate-700">Add:</span>
                  {LINK_BLOCK_TYPES.map((type) => (
                    <Button key={type} size="sm" onClick={() => setAdding(type)} aria-pressed={adding === type}>
                      {BLOCK_TYPE_LABELS[type]}
                    </Button>
                  ))}
                </div>
                {adding ? (
                  <div className="mt-3">
                    <BlockForm
                      key={adding}
                      type={adding}
                      context={context}
                      idPrefix="new-block"
                      submitLabel="Add block"
                      onCancel={() => setAdding(null)}
                      onSubmit={async (fields) => {
                        const result = await addLinkBlockAction(workspaceId, page.id, { type: adding, ...fields });
                        if (!result.ok) return result.error;
                        setAdding(null);
                        await reload();
                        return null;
                      }}
                    />
                  </div>
                ) : null}
              </div>
            ) : null}
          </section>
        </div>
        <div className="lg:sticky lg:top-6 lg:self-start">
          <PhonePreview page={page} context={context} />
        </div>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this block?"
        description={deleting ? `“${blockSummary(deleting)}” leaves the draft; the live page keeps it until you publish.` : ""}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await deleteLinkBlockAction(workspaceId, page.id, deleting.id);
          setDeleting(null);
          if (!result.ok) toast.error(result.error);
          await reload();
        }}
      />
    </div>
  );
}

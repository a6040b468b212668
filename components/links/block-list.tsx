"use client";

// The draft's blocks, reordered by drag or from the keyboard (focus a handle, Space to lift, arrows to
// move, Space to drop; dnd-kit announces each step), edited in place, removed with a confirmation.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import type { LinkBlockResponse } from "@/lib/schemas/links";
import type { LinkPreviewContext } from "@/lib/services/links/get-link-preview-context";
import { BLOCK_TYPE_LABELS, BlockForm } from "./block-form";

export function blockSummary(block: LinkBlockResponse): string {
  switch (block.type) {
    case "link":
      return block.label ?? "";
    case "header":
    case "text":
      return (block.text ?? "").slice(0, 60);
    case "social":
      return block.accountIds ? `${block.accountIds.length} profile(s)` : "Every connected account";
    case "posts":
      return `${block.count ?? 6} latest posts`;
    case "embed":
      return block.url ?? "";
  }
}

function BlockRow({
  block,
  context,
  canEdit,
  onSave,
  onDelete,
}: {
  block: LinkBlockResponse;
  context: LinkPreviewContext;
  canEdit: boolean;
  onSave: (fields: Record<string, unknown>) => Promise<string | null>;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id, disabled: !canEdit });
  const [editing, setEditing] = useState(false);
  const summary = blockSummary(block);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-lg border border-slate-200 bg-white p-3 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
      data-testid="link-block"
    >
      <div className="flex items-center gap-2">
        {canEdit ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="cursor-grab rounded px-1.5 py-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={`Move ${BLOCK_TYPE_LABELS[block.type]}: ${summary}`}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden>⋮⋮</span>
          </button>
        ) : null}
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">{BLOCK_TYPE_LABELS[block.type]}</span>
        <span className="min-w-0 flex-1 truncate text-sm">{summary}</span>
        {canEdit ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setEditing(!editing)} aria-expanded={editing}>
              Edit<span className="sr-only"> {summary}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={onDelete}>
              Delete<span className="sr-only"> {summary}</span>
            </Button>
          </>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <BlockForm
            type={block.type}
            block={block}
            context={context}
            idPrefix={`edit-${block.id}`}
            submitLabel="Save block"
            onCancel={() => setEditing(false)}
            onSubmit={async (fields) => {
              const error = await onSave(fields);
              if (!error) setEditing(false);
              return error;
            }}
          />
        </div>
      ) : null}
    </li>
  );
}

export function BlockList({
  blocks,
  context,
  canEdit,
  onReorder,
  onSave,
  onDelete,
}: {
  blocks: LinkBlockResponse[];
  context: LinkPreviewContext;
  canEdit: boolean;
  onReorder: (ids: string[]) => void;
  onSave: (block: LinkBlockResponse, fields: Record<string, unknown>) => Promise<string | null>;
  onDelete: (block: LinkBlockResponse) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => blocks.map((b) => b.id), [blocks]);
  const describe = (id: string | number) => {
    const block = blocks.find((b) => b.id === id);
    return block ? `${BLOCK_TYPE_LABELS[block.type]} “${blockSummary(block)}”` : "block";
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `${describe(active.id)} is over position ${position(over.id)} of ${ids.length}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${describe(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : `${describe(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="space-y-2" aria-label="Blocks">
          {blocks.map((block) => (
            <BlockRow
              key={block.id}
              block={block}
              context={context}
              canEdit={canEdit}
              onSave={(fields) => onSave(block, fields)}
              onDelete={() => onDelete(block)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

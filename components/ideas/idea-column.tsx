"use client";

import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { memo } from "react";
import { COLUMN_LABELS, COLUMN_PAGE, type Idea, type IdeaStatus } from "./board-state";
import { IdeaCard } from "./idea-card";

export const IdeaColumn = memo(function IdeaColumn({
  status,
  ids,
  shown,
  unloaded,
  loadingMore,
  onShowMore,
  ideas,
  canEdit,
  composeHref,
  postHref,
  onAdd,
  onEdit,
  onDelete,
}: {
  status: IdeaStatus;
  ids: string[];
  /** How many of `ids` are on screen; the rest wait behind "Show more". */
  shown: number;
  /** Cards of this column the server holds beyond the loaded page. */
  unloaded: number;
  /** The cards "Show more" asked for are being fetched: the button waits. */
  loadingMore: boolean;
  onShowMore: (status: IdeaStatus) => void;
  ideas: Map<string, Idea>;
  canEdit: boolean;
  composeHref: (idea: Idea) => string;
  postHref: (postId: string) => string;
  onAdd: (status: IdeaStatus) => void;
  onEdit: (idea: Idea) => void;
  onDelete: (idea: Idea) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const label = COLUMN_LABELS[status];
  const visible = ids.length > shown ? ids.slice(0, shown) : ids;
  const hidden = ids.length - visible.length + unloaded;
  return (
    <section
      aria-label={label}
      className={`flex w-[85vw] max-w-sm shrink-0 snap-start flex-col rounded-xl bg-slate-100 p-3 sm:w-auto sm:max-w-none ${isOver ? "ring-2 ring-brand-500" : ""}`}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">
          {label} <span className="font-normal text-slate-600">{ids.length + unloaded}</span>
        </h2>
        {canEdit ? (
          <button
            type="button"
            onClick={() => onAdd(status)}
            className="rounded px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            + Add<span className="sr-only"> idea to {label}</span>
          </button>
        ) : null}
      </div>
      <SortableContext id={status} items={visible} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} aria-label={`${label} ideas`} className="flex min-h-24 flex-1 flex-col gap-2 overflow-y-auto sm:max-h-[calc(100vh-16rem)]">
          {visible.map((id) => {
            const idea = ideas.get(id);
            return idea ? (
              <IdeaCard
                key={id}
                idea={idea}
                canEdit={canEdit}
                composeHref={composeHref(idea)}
                postHref={idea.post ? postHref(idea.post.id) : undefined}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ) : null;
          })}
          {hidden > 0 ? (
            <li>
              <button
                type="button"
                onClick={() => onShowMore(status)}
                disabled={loadingMore}
                aria-busy={loadingMore}
                className="w-full rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait"
              >
                {loadingMore ? "Loading more…" : `Show ${Math.min(hidden, COLUMN_PAGE)} more`}
                <span className="sr-only"> in {label}</span>
                <span className="font-normal text-slate-600"> · {hidden} not shown</span>
              </button>
            </li>
          ) : null}
          {ids.length + unloaded === 0 ? (
            <li className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600">
              {canEdit ? "No ideas yet — drop one here" : "No ideas yet"}
            </li>
          ) : null}
        </ul>
      </SortableContext>
    </section>
  );
});

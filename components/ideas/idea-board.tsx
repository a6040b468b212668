"use client";

import { DndContext, DragOverlay, MeasuringStrategy } from "@dnd-kit/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import { deleteIdeaAction } from "@/lib/actions/ideas";
import { Button } from "@/components/ui/button";
import { deleteWithUndo } from "@/components/ui/delete-with-undo";
import { getJson } from "@/components/ui/get-json";
import { IDEA_STATUSES } from "@/lib/schemas/ideas";
import { COLUMN_PAGE, toColumns, withIdeas, type Idea, type IdeaPage, type IdeaStatus } from "./board-state";
import { IdeaCardPreview, ideaLabel } from "./idea-card";
import { IdeaColumn } from "./idea-column";
import { IdeaFormDialog, type IdeaFormTarget } from "./idea-form-dialog";
import { useIdeaMoves } from "./use-idea-moves";

// The idea board: four columns of cards from the ideas query, a page per column loaded at a time (GET
// /api/ideas asks each column for as many cards as it shows) with "Show more" per column, the new/edit dialog
// and delete with a few seconds of Undo. Moving cards (pointer, keyboard, screen reader announcements, saving) is useIdeaMoves.
export function IdeaBoard({ workspaceId, initialPage, canEdit }: { workspaceId: string; initialPage: IdeaPage; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ["ideas", workspaceId], [workspaceId]);
  // How many cards each column shows and loads (the rest behind "Show more"): a drag costs in proportion to
  // the cards on screen, and a board of 500 ideas needs only its first pages. Read by the query below, so a
  // refetch after a move or an edit asks for what is on screen; the query's key stays the same.
  const [shown, setShown] = useState<Record<IdeaStatus, number>>({ unassigned: COLUMN_PAGE, todo: COLUMN_PAGE, in_progress: COLUMN_PAGE, done: COLUMN_PAGE });
  const shownRef = useRef(shown);
  const {
    data: page,
    refetch,
    isFetching,
  } = useQuery({
    queryKey,
    // GET /api/ideas: a route handler, so a refetch never waits behind the board's move and edit actions.
    queryFn: ({ signal }) =>
      getJson<IdeaPage>(
        "/api/ideas",
        { workspace: workspaceId, ...Object.fromEntries(Object.entries(shownRef.current).map(([s, n]) => [s, String(n)])) },
        signal,
      ),
    initialData: initialPage,
    refetchOnMount: "always",
  });
  const ideaList = page.ideas;

  const ideas = useMemo(() => new Map(ideaList.map((idea) => [idea.id, idea])), [ideaList]);
  const savedColumns = useMemo(() => toColumns(ideaList), [ideaList]);
  const onShowMore = useCallback(
    (status: IdeaStatus) => {
      const next = { ...shownRef.current, [status]: shownRef.current[status] + COLUMN_PAGE };
      shownRef.current = next;
      setShown(next);
      // Cards beyond the loaded page come from the server; the ones already here show at once.
      if (page.unloaded[status] > 0) void refetch();
    },
    [page.unloaded, refetch],
  );
  const { columns, activeIdea, sensors, collisionDetection, announcements, onDragStart, onDragOver, onDragEnd, onDragCancel } = useIdeaMoves({
    workspaceId,
    queryKey,
    ideas,
    savedColumns,
    shown,
  });

  const [form, setForm] = useState<IdeaFormTarget | null>(null);

  const composeHref = useCallback((idea: Idea) => `/${workspaceId}/posts/new?idea=${idea.id}`, [workspaceId]);
  const postHref = useCallback((postId: string) => `/${workspaceId}/posts/${postId}/edit`, [workspaceId]);
  const onAdd = useCallback((status: IdeaStatus) => setForm({ mode: "create", status }), []);
  const onEdit = useCallback((idea: Idea) => setForm({ mode: "edit", idea }), []);
  // The card leaves the board at once; the delete is sent when the Undo toast closes (see deleteWithUndo).
  const onDelete = useCallback(
    (idea: Idea) =>
      deleteWithUndo({
        message: `Deleted “${ideaLabel(idea)}”`,
        hide: () => queryClient.setQueryData<IdeaPage>(queryKey, (current) => withIdeas(current, (list) => list.filter((i) => i.id !== idea.id))),
        restore: () => void queryClient.invalidateQueries({ queryKey }),
        commit: () => deleteIdeaAction(workspaceId, idea.id),
        onDone: () => void queryClient.invalidateQueries({ queryKey }),
      }),
    [queryClient, queryKey, workspaceId],
  );

  return (
    <>
      {canEdit ? (
        <div className="mb-4 flex justify-end">
          <Button variant="primary" onClick={() => onAdd("unassigned")}>
            New idea
          </Button>
        </div>
      ) : (
        <p className="mb-4 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">You are a viewer here: the board is read-only.</p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        // Columns change size as cards cross them; keep every droppable's rect current for keyboard moves.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To pick up an idea, press Space or Enter. Use the arrow keys to move it: up and down within a column, left and right between columns. Press Space or Enter again to drop it, or Escape to cancel.",
          },
        }}
      >
        <div
          className="relative -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4"
          data-testid="idea-board"
        >
          {IDEA_STATUSES.map((status) => (
            <IdeaColumn
              key={status}
              status={status}
              ids={columns[status]}
              shown={shown[status]}
              unloaded={page.unloaded[status]}
              // Its next page is on its way: another click would cancel that request and ask again, so under
              // load a person (or bench:ui) clicking on could keep the column from ever loading.
              loadingMore={isFetching && page.unloaded[status] > 0 && columns[status].length < shown[status]}
              onShowMore={onShowMore}
              ideas={ideas}
              canEdit={canEdit}
              composeHref={composeHref}
              postHref={postHref}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </div>
        <DragOverlay>{activeIdea ? <IdeaCardPreview idea={activeIdea} /> : null}</DragOverlay>
      </DndContext>

      <IdeaFormDialog workspaceId={workspaceId} target={form} onClose={() => setForm(null)} onSaved={() => queryClient.invalidateQueries({ queryKey })} />
    </>
  );
}

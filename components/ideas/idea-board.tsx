"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { deleteIdeaAction, listIdeasAction, moveIdeaAction } from "@/app/(app)/[workspace]/ideas/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { IDEA_STATUSES } from "@/lib/schemas/ideas";
import { COLUMN_LABELS, COLUMN_PAGE, columnOf, moveFor, placeAt, samePlace, toColumns, type Columns, type Idea, type IdeaStatus } from "./board-state";
import { IdeaCardPreview, ideaLabel } from "./idea-card";
import { IdeaColumn } from "./idea-column";
import { IdeaFormDialog, type IdeaFormTarget } from "./idea-form-dialog";
import { LatestColumns, scopedCollisionDetection, scopedKeyboardCoordinates } from "./scoped-collisions";

/** A position between the new neighbours, so the cached board sorts the way the server will. */
function optimisticPosition(columns: Columns, ideas: Map<string, Idea>, id: string, status: IdeaStatus): number {
  const list = columns[status];
  const index = list.indexOf(id);
  const before = index > 0 ? ideas.get(list[index - 1])?.position : undefined;
  const after = index < list.length - 1 ? ideas.get(list[index + 1])?.position : undefined;
  if (before !== undefined && after !== undefined) return (before + after) / 2;
  if (before !== undefined) return before + 1;
  if (after !== undefined) return after - 1;
  return 1;
}

export function IdeaBoard({ workspaceId, initialIdeas, canEdit }: { workspaceId: string; initialIdeas: Idea[]; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ["ideas", workspaceId], [workspaceId]);
  const { data: ideaList } = useQuery({
    queryKey,
    queryFn: async () => {
      const result = await listIdeasAction(workspaceId);
      if (!result.ok) throw new Error(result.error);
      return result.data as Idea[];
    },
    initialData: initialIdeas,
    refetchOnMount: "always",
  });

  const ideas = useMemo(() => new Map(ideaList.map((idea) => [idea.id, idea])), [ideaList]);
  const savedColumns = useMemo(() => toColumns(ideaList), [ideaList]);
  // While a card is in the air the board shows this draft; on drop it becomes the cache (optimistically).
  const [dragColumns, setDragColumns] = useState<Columns | null>(null);
  const columns = dragColumns ?? savedColumns;
  const [activeId, setActiveId] = useState<string | null>(null);
  // How many cards each column shows (the rest behind "Show more"): a drag costs in proportion to the
  // cards on screen, so a column of hundreds opens with its first page.
  const [shown, setShown] = useState<Record<IdeaStatus, number>>({ unassigned: COLUMN_PAGE, todo: COLUMN_PAGE, in_progress: COLUMN_PAGE, done: COLUMN_PAGE });
  const onShowMore = useCallback((status: IdeaStatus) => setShown((s) => ({ ...s, [status]: s[status] + COLUMN_PAGE })), []);
  const pendingMoves = useRef(0);
  const saveQueue = useRef<Promise<unknown>>(Promise.resolve());

  const [form, setForm] = useState<IdeaFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Idea | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  // The board as shown, for the collision and keyboard helpers (they run during a drag, between renders).
  const [latest] = useState(() => new LatestColumns(savedColumns));
  useLayoutEffect(() => latest.set(columns), [latest, columns]);
  const collisionDetection = useMemo(() => scopedCollisionDetection(latest), [latest]);
  const keyboardOptions = useMemo(() => ({ coordinateGetter: scopedKeyboardCoordinates(latest) }), [latest]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, keyboardOptions));

  const titleOf = useCallback((id: string | number) => ideaLabel(ideas.get(String(id)) ?? { title: null, caption: null }), [ideas]);

  // Screen readers hear where the card is at every step (dnd-kit reads these in a live region). The place
  // comes from the sortable data of what the card is over, which dnd-kit keeps current during the drag.
  const placeOf = (over: { id: string | number; data: { current?: Record<string, unknown> } } | null): string => {
    if (!over) return "outside the board";
    const sortable = over.data.current?.sortable as { containerId: string; index: number; items: unknown[] } | undefined;
    if (!sortable) return `${COLUMN_LABELS[over.id as IdeaStatus] ?? "a column"}, at the end`;
    const status = sortable.containerId as IdeaStatus;
    return `${COLUMN_LABELS[status] ?? "a column"}, position ${sortable.index + 1} of ${columns[status]?.length ?? sortable.items.length}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. It is in ${placeOf(active as never)}.`,
    onDragOver: ({ active, over }) => `${titleOf(active.id)} is over ${placeOf(over)}.`,
    onDragEnd: ({ active, over }) => (over ? `Dropped ${titleOf(active.id)} in ${placeOf(over)}.` : `Dropped ${titleOf(active.id)}; it stays where it was.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled; it is back where it was.`,
  };

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    setDragColumns(savedColumns);
  }

  // Crossing into another column moves the card there at once, so the target column opens a gap.
  function onDragOver({ active, over }: DragOverEvent) {
    if (!over || !dragColumns) return;
    const id = String(active.id);
    const from = columnOf(dragColumns, id);
    const to = columnOf(dragColumns, String(over.id));
    if (!from || !to || from === to) return;
    const overIndex = dragColumns[to].indexOf(String(over.id));
    const below = over.rect && active.rect.current.translated ? active.rect.current.translated.top > over.rect.top + over.rect.height / 2 : false;
    // Over the column itself (not a card): the end of what the column shows, not behind "Show more".
    const index = overIndex < 0 ? Math.min(dragColumns[to].length, shown[to]) : overIndex + (below ? 1 : 0);
    setDragColumns(placeAt(dragColumns, id, to, index));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const id = String(active.id);
    const draft = dragColumns;
    setActiveId(null);
    setDragColumns(null);
    if (!over || !draft) return;
    const status = columnOf(draft, id);
    const overId = String(over.id);
    let final = draft;
    if (status && columnOf(draft, overId) === status && overId !== status && overId !== id) {
      final = placeAt(draft, id, status, draft[status].indexOf(overId));
    }
    if (samePlace(final, savedColumns, id)) return;
    const move = moveFor(final, id);
    if (move) save(move, final);
  }

  function save(move: NonNullable<ReturnType<typeof moveFor>>, final: Columns) {
    const previous = ideaList;
    const position = optimisticPosition(final, ideas, move.id, move.status);
    queryClient.setQueryData<Idea[]>(queryKey, (list) => list?.map((idea) => (idea.id === move.id ? { ...idea, status: move.status, position } : idea)));
    pendingMoves.current += 1;
    const title = titleOf(move.id);
    // Moves are saved one after another: each one's neighbours must already be where the server has them.
    saveQueue.current = saveQueue.current.then(async () => {
      let failure: string | null = null;
      try {
        const result = await moveIdeaAction(workspaceId, move);
        if (!result.ok) failure = result.error;
        else queryClient.setQueryData<Idea[]>(queryKey, (list) => list?.map((idea) => (idea.id === move.id ? (result.data as Idea) : idea)));
      } catch {
        failure = "the server could not be reached";
      }
      pendingMoves.current -= 1;
      if (failure) {
        queryClient.setQueryData(queryKey, previous);
        toast.error(`Could not move “${title}”: ${failure}. It is back where it was.`);
      }
      // A renumbered column or a failure: take the server's board once nothing else is in flight.
      if (pendingMoves.current === 0) await queryClient.invalidateQueries({ queryKey });
    });
  }

  const composeHref = useCallback((idea: Idea) => `/${workspaceId}/posts/new?idea=${idea.id}`, [workspaceId]);
  const onAdd = useCallback((status: IdeaStatus) => setForm({ mode: "create", status }), []);
  const onEdit = useCallback((idea: Idea) => setForm({ mode: "edit", idea }), []);
  const onDelete = useCallback((idea: Idea) => setDeleting(idea), []);

  async function confirmDelete(idea: Idea) {
    setDeletePending(true);
    try {
      const result = await deleteIdeaAction(workspaceId, idea.id);
      if (result.ok) {
        queryClient.setQueryData<Idea[]>(queryKey, (list) => list?.filter((i) => i.id !== idea.id));
        toast.success(`Deleted “${ideaLabel(idea)}”`);
      } else toast.error(result.error);
    } catch {
      toast.error("Could not reach the server; the idea was not deleted.");
    } finally {
      setDeletePending(false);
      setDeleting(null);
    }
  }

  const activeIdea = activeId ? ideas.get(activeId) : undefined;

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
        onDragCancel={() => {
          setActiveId(null);
          setDragColumns(null);
        }}
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
              onShowMore={onShowMore}
              ideas={ideas}
              canEdit={canEdit}
              composeHref={composeHref}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </div>
        <DragOverlay>{activeIdea ? <IdeaCardPreview idea={activeIdea} /> : null}</DragOverlay>
      </DndContext>

      <IdeaFormDialog workspaceId={workspaceId} target={form} onClose={() => setForm(null)} onSaved={() => queryClient.invalidateQueries({ queryKey })} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this idea?"
        description={deleting ? `“${ideaLabel(deleting)}” will be gone for everyone in this workspace.` : ""}
        confirmLabel="Delete idea"
        pending={deletePending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

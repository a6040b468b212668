"use client";

// Moving cards on the idea board, by pointer or keyboard: the dnd-kit sensors and the collision and keyboard
// helpers scoped to the board as shown, the draft board while a card is in the air, what screen readers hear
// at each step, and the save on drop (optimistic, one move after another, undone with a toast on failure).
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { moveIdeaAction } from "@/lib/actions/ideas";
import { toast } from "@/components/ui/toaster";
import { COLUMN_LABELS, columnOf, moveFor, placeAt, samePlace, withIdeas, type Columns, type Idea, type IdeaPage, type IdeaStatus } from "./board-state";
import { ideaLabel } from "./idea-card";
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

export function useIdeaMoves({
  workspaceId,
  queryKey,
  ideas,
  savedColumns,
  shown,
}: {
  workspaceId: string;
  /** The board's query: moves are written into its cache. */
  queryKey: readonly unknown[];
  ideas: Map<string, Idea>;
  /** The board as the cache has it. */
  savedColumns: Columns;
  /** How many cards each column shows: a card dropped on a column lands after the last one shown. */
  shown: Record<IdeaStatus, number>;
}) {
  const queryClient = useQueryClient();
  // While a card is in the air the board shows this draft; on drop it becomes the cache (optimistically).
  const [dragColumns, setDragColumns] = useState<Columns | null>(null);
  const columns = dragColumns ?? savedColumns;
  const [activeId, setActiveId] = useState<string | null>(null);
  const pendingMoves = useRef(0);
  const saveQueue = useRef<Promise<unknown>>(Promise.resolve());

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

  function onDragCancel() {
    setActiveId(null);
    setDragColumns(null);
  }

  function save(move: NonNullable<ReturnType<typeof moveFor>>, final: Columns) {
    const previous = queryClient.getQueryData<IdeaPage>(queryKey);
    const position = optimisticPosition(final, ideas, move.id, move.status);
    queryClient.setQueryData<IdeaPage>(queryKey, (page) =>
      withIdeas(page, (list) => list.map((idea) => (idea.id === move.id ? { ...idea, status: move.status, position } : idea))),
    );
    pendingMoves.current += 1;
    const title = titleOf(move.id);
    // Moves are saved one after another: each one's neighbours must already be where the server has them.
    saveQueue.current = saveQueue.current.then(async () => {
      let failure: string | null = null;
      try {
        const result = await moveIdeaAction(workspaceId, move);
        if (!result.ok) failure = result.error;
        else
          queryClient.setQueryData<IdeaPage>(queryKey, (page) =>
            // The move's answer is the API's idea; the card keeps the post it became (not part of that answer).
            withIdeas(page, (list) => list.map((idea) => (idea.id === move.id ? { ...idea, ...(result.data as Idea) } : idea))),
          );
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

  return {
    /** The board to show: the draft during a drag, else the cache. */
    columns,
    /** The card in the air, for the drag overlay. */
    activeIdea: activeId ? ideas.get(activeId) : undefined,
    sensors,
    collisionDetection,
    announcements,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel,
  };
}

// dnd-kit asks every droppable where the dragged card is, on every move: with 500 cards that is 500 rects
// read (each with its scroll offsets) per key press or pointer move. A card can only land in one column,
// so these ask only that column and its cards: the column under the card for collisions, and for the
// keyboard the card's own column (up, down) or the neighbouring one (left, right).
import { closestCorners, type ClientRect, type CollisionDetection, type KeyboardCoordinateGetter, type UniqueIdentifier } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { IDEA_STATUSES } from "@/lib/schemas/ideas";
import { columnOf, type Columns, type IdeaStatus } from "./board-state";

type Rects = Map<UniqueIdentifier, ClientRect>;

function columnUnder(rect: ClientRect, rects: Rects): IdeaStatus | null {
  const x = rect.left + rect.width / 2;
  for (const status of IDEA_STATUSES) {
    const column = rects.get(status);
    if (column && x >= column.left && x <= column.left + column.width) return status;
  }
  return null;
}

/** The columns the board shows right now, kept by the board after each render. */
export class LatestColumns {
  constructor(private columns: Columns) {}
  set(columns: Columns): void {
    this.columns = columns;
  }
  get(): Columns {
    return this.columns;
  }
}

const inColumn = (columns: Columns, status: IdeaStatus) => new Set<UniqueIdentifier>([status, ...columns[status]]);

export function scopedCollisionDetection(board: LatestColumns): CollisionDetection {
  return (args) => {
    const columns = board.get();
    const status = columnUnder(args.collisionRect, args.droppableRects) ?? columnOf(columns, String(args.active.id));
    if (!status) return closestCorners(args);
    const ids = inColumn(columns, status);
    return closestCorners({ ...args, droppableContainers: args.droppableContainers.filter((c) => ids.has(c.id)) });
  };
}

export function scopedKeyboardCoordinates(board: LatestColumns): KeyboardCoordinateGetter {
  return (event, args) => {
    const { active, droppableContainers } = args.context;
    const columns = board.get();
    const from = active ? columnOf(columns, String(active.id)) : null;
    if (!from) return sortableKeyboardCoordinates(event, args);
    const index = IDEA_STATUSES.indexOf(from);
    const target = event.code === "ArrowLeft" ? IDEA_STATUSES[index - 1] : event.code === "ArrowRight" ? IDEA_STATUSES[index + 1] : from;
    // No column further that way: nothing to offer, so the card stays (as it would on an empty board edge).
    const ids = target ? inColumn(columns, target) : new Set<UniqueIdentifier>();
    // The keyboard coordinates only enumerate enabled containers and look single ones up.
    const scoped = {
      getEnabled: () => droppableContainers.getEnabled().filter((c) => ids.has(c.id)),
      get: (id: UniqueIdentifier | null | undefined) => droppableContainers.get(id),
    } as unknown as typeof droppableContainers;
    return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: scoped } });
  };
}

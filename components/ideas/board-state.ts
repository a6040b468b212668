// The board as the client holds it: ids per column in display order, plus the ideas by id. Pure functions,
// so the drag handlers stay small and the move to save can be worked out from before/after states.
import { IDEA_STATUSES, type IdeaResponse } from "@/lib/schemas/ideas";
import type { IdeaPost } from "@/lib/services/ideas/idea-post";

export type IdeaStatus = (typeof IDEA_STATUSES)[number];
/** A card: the API's idea, and the post it became (GET /api/ideas; absent in a move's answer). */
export type Idea = Omit<IdeaResponse, "id"> & { id: string; post?: IdeaPost | null };
export type Columns = Record<IdeaStatus, string[]>;

export const COLUMN_LABELS: Record<IdeaStatus, string> = {
  unassigned: "Unassigned",
  todo: "To do",
  in_progress: "In progress",
  done: "Done",
};

/** Cards a column loads and shows at first, and how many more each "Show more" adds. */
export const COLUMN_PAGE = 40;

/** What GET /api/ideas answers: a page of each column, and how many each holds beyond it. */
export interface IdeaPage {
  ideas: Idea[];
  unloaded: Record<IdeaStatus, number>;
}

/** The same page with its ideas changed (moves, deletes), for react-query's setQueryData. */
export function withIdeas(page: IdeaPage | undefined, change: (ideas: Idea[]) => Idea[]): IdeaPage | undefined {
  return page && { ...page, ideas: change(page.ideas) };
}

export function isColumnId(id: string): id is IdeaStatus {
  return (IDEA_STATUSES as readonly string[]).includes(id);
}

/** Ideas arrive sorted by status then position (listIdeas); keep that order per column. */
export function toColumns(ideas: Idea[]): Columns {
  const columns: Columns = { unassigned: [], todo: [], in_progress: [], done: [] };
  for (const idea of [...ideas].sort((a, b) => a.position - b.position)) columns[idea.status].push(idea.id);
  return columns;
}

export function columnOf(columns: Columns, id: string): IdeaStatus | null {
  if (isColumnId(id)) return id;
  return IDEA_STATUSES.find((status) => columns[status].includes(id)) ?? null;
}

/** Moves `id` into `to` at `index` (clamped), taking it out of wherever it was. */
export function placeAt(columns: Columns, id: string, to: IdeaStatus, index: number): Columns {
  const next = { ...columns };
  for (const status of IDEA_STATUSES) if (next[status].includes(id)) next[status] = next[status].filter((x) => x !== id);
  const target = [...next[to]];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, id);
  next[to] = target;
  return next;
}

/** What to tell the server about `id`'s new place: its column and the neighbour it now follows (or precedes). */
export function moveFor(columns: Columns, id: string): { id: string; status: IdeaStatus; afterId?: string; beforeId?: string } | null {
  const status = columnOf(columns, id);
  if (!status) return null;
  const list = columns[status];
  const index = list.indexOf(id);
  if (index > 0) return { id, status, afterId: list[index - 1] };
  if (index < list.length - 1) return { id, status, beforeId: list[index + 1] };
  return { id, status };
}

export function samePlace(a: Columns, b: Columns, id: string): boolean {
  const ca = columnOf(a, id);
  const cb = columnOf(b, id);
  return ca === cb && ca !== null && a[ca].indexOf(id) === b[cb!].indexOf(id);
}

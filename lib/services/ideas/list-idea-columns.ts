// The idea board's cards, a page per column: the first `limits[status]` ideas of each column in board order,
// and how many each column holds beyond them (for its count and "Show more"). A workspace with 500 ideas no
// longer sends all of them to show 40 a column. Each idea comes with the post it became (idea-post.ts), if any.
// Read-only; any member.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import { IDEA_STATUSES } from "../../schemas/ideas";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { ideaPostSelect, toIdeaPost } from "./idea-post";
import { ideaResponseSelect } from "../../serializers/idea-select";

/** Cards a column loads at first, and how many more each "Load more" asks for. */
export const IDEA_COLUMN_PAGE = 40;
/** The most one column may ask for at once (a person who pressed "Load more" fifty times). */
export const IDEA_COLUMN_MAX = 2000;

const columnLimit = z.coerce
  .number({ error: "must be a whole number" })
  .int({ error: "must be a whole number" })
  .min(1, { error: `must be from 1 to ${IDEA_COLUMN_MAX}` })
  .max(IDEA_COLUMN_MAX, { error: `must be from 1 to ${IDEA_COLUMN_MAX}` })
  .default(IDEA_COLUMN_PAGE);

const limitsInput = z.strictObject(
  Object.fromEntries(IDEA_STATUSES.map((status) => [status, columnLimit])) as Record<(typeof IDEA_STATUSES)[number], typeof columnLimit>,
);

export async function listIdeaColumns({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: Partial<Record<(typeof IDEA_STATUSES)[number], number | string>>;
}) {
  const limits = parseInput(limitsInput, input);
  await requireReader(workspaceId, actor);
  const [counts, ...columns] = await Promise.all([
    db.idea.groupBy({ by: ["status"], where: { workspaceId }, _count: { _all: true } }),
    ...IDEA_STATUSES.map((status) =>
      db.idea.findMany({
        where: { workspaceId, status },
        orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
        take: limits[status],
        // Each card's post (the one the idea became), read with it.
        select: { ...ideaResponseSelect, posts: ideaPostSelect(actor) },
      }),
    ),
  ]);
  const total = (status: string) => counts.find((c) => c.status === status)?._count._all ?? 0;
  return {
    ideas: columns.flat().map(({ posts, ...idea }) => ({ ...idea, post: toIdeaPost(posts) })),
    /** Ideas of each column not in `ideas` (its count is what is loaded plus these). */
    unloaded: Object.fromEntries(IDEA_STATUSES.map((status, i) => [status, Math.max(0, total(status) - columns[i]!.length)])) as Record<
      (typeof IDEA_STATUSES)[number],
      number
    >,
  };
}

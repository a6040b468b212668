// The idea board: by column (unassigned, todo, in_progress, done — the enum's order) then position, a page at a
// time (lib/services/paging/keyset.ts: the cursor is the last idea's column, position, time and id).
import type { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { IDEA_STATUSES } from "../../schemas/ideas";
import { findPage, type Keyset, type PageQuery } from "../paging/keyset";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";
import { ideaResponseSelect } from "../../serializers/idea-select";

const BOARD_ORDER: Keyset = [
  { field: "status", dir: "asc", kind: { enum: IDEA_STATUSES } },
  { field: "position", dir: "asc", kind: "int" },
  { field: "createdAt", dir: "asc", kind: "date" },
  { field: "id", dir: "asc", kind: "uuid" },
];

export async function listIdeas({ workspaceId, actor, page }: { workspaceId: string; actor: ContentActor; page?: PageQuery }) {
  await requireReader(workspaceId, actor);
  return findPage<
    Prisma.IdeaGetPayload<{ select: typeof ideaResponseSelect & { createdAt: true } }>,
    Prisma.IdeaWhereInput,
    Prisma.IdeaOrderByWithRelationInput
  >(BOARD_ORDER, page, ({ after, orderBy, take }) =>
    db.idea.findMany({ where: { AND: [{ workspaceId }, after] }, orderBy, take, select: { ...ideaResponseSelect, createdAt: true } }),
  );
}

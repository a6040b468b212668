// Marks a person's own notifications read: some by id (one clicked), or all of them ("Mark all read").
// Another person's ids are ignored, never an error that would say they exist.
import { z } from "zod";
import { db } from "../../db";
import { parseInput } from "../../errors";
import type { Actor } from "../actor";

const markInput = z.union([z.object({ all: z.literal(true) }), z.object({ ids: z.array(z.uuid()).min(1).max(100) })]);

export async function markNotificationsRead({
  actor,
  input,
}: {
  actor: Actor & { kind: "user" };
  input: { all: true } | { ids: string[] };
}): Promise<{ marked: number }> {
  const parsed = parseInput(markInput, input);
  const { count } = await db.notification.updateMany({
    where: { userId: actor.userId, readAt: null, ...("ids" in parsed ? { id: { in: parsed.ids } } : {}) },
    data: { readAt: new Date() },
  });
  return { marked: count };
}

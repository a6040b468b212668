// Whether a slug could be used for a page (the editor's check as you type): the rules first, then whether
// another page holds it (a page's own slug counts as available to it). Reveals nothing but "taken".
import { db } from "../../db";
import { isUuid } from "../../schemas/common";
import { NotFoundError } from "../../errors";
import { linkSlug } from "../../schemas/links";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

export type SlugAvailability = { slug: string; available: true } | { slug: string; available: false; reason: string };

export async function checkSlugAvailability({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { slug: string; pageId?: string | null };
}): Promise<SlugAvailability> {
  if (!isUuid(workspaceId)) throw new NotFoundError("Workspace");
  await requireReader(workspaceId, actor);
  const parsed = linkSlug.safeParse(input.slug);
  if (!parsed.success) return { slug: input.slug, available: false, reason: `Slug ${parsed.error.issues[0]?.message ?? "is invalid"}` };
  const holder = await db.linkPage.findUnique({ where: { slug: parsed.data }, select: { id: true } });
  if (holder && !(isUuid(input.pageId) && holder.id === input.pageId.toLowerCase()))
    return { slug: parsed.data, available: false, reason: "Slug is already taken" };
  return { slug: parsed.data, available: true };
}

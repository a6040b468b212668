// Whether a slug could be used for a page (the editor's check as you type): the rules first, then whether
// another page holds it (a page's own slug counts as available to it). Reveals nothing but "taken".
import { db } from "../../db";
import { isUuid } from "../../schemas/common";
import { NotFoundError } from "../../errors";
import { RESERVED_SLUGS } from "../../links/reserved-slugs";
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
  // In the web app's words (this check serves only the editor): what to type, never the rule's name.
  if (!parsed.success) return { slug: input.slug, available: false, reason: addressProblem(input.slug) };
  const holder = await db.linkPage.findUnique({ where: { slug: parsed.data }, select: { id: true } });
  if (holder && !(isUuid(input.pageId) && holder.id === input.pageId.toLowerCase()))
    return { slug: parsed.data, available: false, reason: "That address is already taken; choose another" };
  return { slug: parsed.data, available: true };
}

/** Why an address cannot be used, in a person's words. */
function addressProblem(typed: string): string {
  const value = typed.trim().toLowerCase();
  if (RESERVED_SLUGS.has(value)) return "That address is kept for Postlane itself; choose another";
  if (value.length < 3) return "Use at least 3 characters";
  if (value.length > 40) return "Use at most 40 characters";
  return "Use only letters, digits and single hyphens between them (no spaces)";
}

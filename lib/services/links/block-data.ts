// Validation of a block's stored fields: a create's fields, or a patch merged over what is stored, are
// checked whole against the type's schema, so a patch can never leave a block that a create would refuse.
import type { z } from "zod";
import { BadRequestError, parseInput } from "../../errors";
import { blockDataProblem, linkBlockFields, type LinkBlockType } from "../../schemas/links";

/** Drops nulls (cleared optional fields) so stored data only holds what is set. */
function withoutNulls(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null && v !== undefined));
}

export function validBlockData(type: LinkBlockType, data: unknown): Record<string, unknown> {
  const parsed = parseInput(linkBlockFields[type] as z.ZodType, data) as Record<string, unknown>;
  const problem = blockDataProblem(type, parsed);
  if (problem) throw new BadRequestError(problem);
  return withoutNulls(parsed);
}

// The password forms show one sentence at a time (the schema's messages are written for people), so a bad
// input is a 400 carrying the first problem, not the `field: rule` list the API gives.
import type { z } from "zod";
import { BadRequestError } from "../../errors";
import { inputProblem } from "../../input-safety";

export function parsePasswordForm<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unsafe = inputProblem(value);
  if (unsafe) throw new BadRequestError(unsafe);
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestError(result.error.issues[0]?.message ?? "Check what you entered.");
  return result.data;
}

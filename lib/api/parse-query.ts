// Query strings through zod: each parameter's first value, validated; unknown parameters are ignored
// (clients add cache busters), invalid known ones are a 400 naming the parameter.
import type { z } from "zod";
import { parseInput } from "../errors";

export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params = new URL(req.url).searchParams;
  const values: Record<string, string> = {};
  for (const [name, value] of params) {
    if (!(name in values)) values[name] = value;
  }
  return parseInput(schema, values);
}

// Query strings through zod: each parameter's first value, validated. A parameter the endpoint does not take is
// a 400 naming it, as an unknown body field is (a misspelt `cursr` or an `offset` this API has no use for would
// otherwise be silently ignored and the caller would read the wrong page); invalid known ones are a 400 naming
// the parameter. `also` names parameters read elsewhere (the web app's `workspace`, read by withSession).
import { z } from "zod";
import { BadRequestError, parseInput } from "../errors";
import { searchParamsOf } from "../net/request-target";

/**
 * The first value of each parameter `schema` names, unvalidated (for services that parse their own input, as
 * GET /analytics's does); any other parameter is a 400 naming it.
 */
export function queryValues(req: Request, schema: z.ZodObject, { also = [] }: { also?: readonly string[] } = {}): Record<string, string> {
  const params = searchParamsOf(req.url);
  const values: Record<string, string> = {};
  const unknown: string[] = [];
  for (const [name, value] of params) {
    if (also.includes(name)) continue;
    if (!(name in schema.shape)) {
      if (!unknown.includes(name)) unknown.push(name);
    } else if (!(name in values)) values[name] = value;
  }
  if (unknown.length > 0) {
    const known = Object.keys(schema.shape);
    throw new BadRequestError(
      `unknown query parameter${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")} (${known.length ? `this endpoint takes ${known.join(", ")}` : "this endpoint takes none"})`,
    );
  }
  return values;
}

export function parseQuery<S extends z.ZodObject>(req: Request, schema: S, options: { also?: readonly string[] } = {}): z.output<S> {
  return parseInput(schema, queryValues(req, schema, options));
}

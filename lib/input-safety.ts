// Limits every JSON input meets before validation, whatever its schema: PostgreSQL refuses the NUL
// character in text and jsonb (SQLSTATE 22021 / 22P05), so a NUL that reached a query would be a 500; and a
// body nested thousands of levels deep overflows the stack of the recursive code that walks it (zod, the
// database driver), another 500. Both are caught here and become a 400 naming the field.
import { formatIssuePath } from "./issue-path";

/** Deepest nesting accepted in a request: the body object is level 1. Real posts need under 6. */
export const MAX_INPUT_DEPTH = 32;

/** The problem with `value` as a request input, naming where it is, or undefined when it is fine. */
export function inputProblem(value: unknown): string | undefined {
  return walk(value, [], 1);
}

function walk(value: unknown, path: PropertyKey[], depth: number): string | undefined {
  if (typeof value === "string") {
    return value.includes("\u0000") ? `${formatIssuePath(path) || "body"}: must not contain the NUL character (\\u0000)` : undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  // Named by the top-level field: the full path of a 33-level chain says nothing more.
  if (depth > MAX_INPUT_DEPTH) return `${formatIssuePath(path.slice(0, 1)) || "body"}: nested more than ${MAX_INPUT_DEPTH} levels deep`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], [...path, i], depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return `${formatIssuePath(path) || "body"}: field names must not contain the NUL character (\\u0000)`;
    const problem = walk(item, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

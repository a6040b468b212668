// One line per object schema for tool lists: its properties' names, types and limits, so a model reads a
// network's dozen options in one short line instead of a page of JSON Schema (issue 35: create_post's schema was
// 28.8 KB, 25 KB of it per-network options repeated in four tools). What each option does is the REST
// reference's job (the OpenAPI document keeps every description) and validate_post's, which names every problem.

type Json = Record<string, unknown>;

/** What several summarized objects have in common, written once in their holder's description. */
export interface SharedTypes {
  /** `chainItems` → `ChainItems`, for a property whose type is the same wherever it appears. */
  names: Map<string, string>;
  /** Properties most of the objects take (same type): left out of each line, listed once with the exceptions. */
  common: Set<string>;
  /** `on all but tiktok, pinterest: firstComment; ChainItems = {text*, …}[] <=25`, or "" when nothing repeats. */
  legend: string;
}

/**
 * `objects` by the name their holder gives them (youtube → YouTubeOptions). A property most of them take (a first
 * comment) is listed once with the objects that lack it; a long type a few repeat (a thread's parts) once by name.
 */
export function sharedTypes(objects: ReadonlyMap<string, Json>): SharedTypes {
  const seen = new Map<string, { type: string; holders: string[]; same: boolean }>();
  for (const [holder, object] of objects)
    for (const [name, property] of Object.entries((object.properties ?? {}) as Record<string, Json>)) {
      const type = summarizeType(property);
      const entry = seen.get(name) ?? { type, holders: [], same: true };
      seen.set(name, { type, holders: [...entry.holders, holder], same: entry.same && entry.type === type });
    }
  const names = new Map<string, string>();
  const common = new Set<string>();
  const byExceptions = new Map<string, string[]>();
  const types: string[] = [];
  for (const [name, { type, holders, same }] of seen) {
    if (!same || holders.length < 2) continue;
    if (holders.length * 2 > objects.size) {
      common.add(name);
      const exceptions = [...objects.keys()].filter((holder) => !holders.includes(holder)).join(", ");
      byExceptions.set(exceptions, [...(byExceptions.get(exceptions) ?? []), property(name, type)]);
    } else if (type.length > 16) {
      const typeName = name[0].toUpperCase() + name.slice(1);
      names.set(name, typeName);
      types.push(`${typeName} = ${type}`);
    }
  }
  const shared = [...byExceptions].map(([exceptions, properties]) => `${exceptions ? `On all but ${exceptions}` : "On all"}: ${properties.join("; ")}`);
  return { names, common, legend: [...shared, ...types].join(". ") };
}

/** `title* <=100`, `categoryId*`, `tags: string[]`: a plain string, the commonest option, is the bare name with its limit. */
function property(name: string, type: string, required = false): string {
  const spelled = type === "string" ? "" : type.startsWith("string <=") ? type.slice("string".length) : `: ${type}`;
  return `${name}${required ? "*" : ""}${spelled}`;
}

/** `title* <=100; categoryId*; tags: string[]; privacyStatus: public|unlisted|private` (`*` = required; a bare
 *  name is a string; a string's limit counts characters, an array's items). */
export function summarizeObject(schema: Json, shared?: SharedTypes): string {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const line = Object.entries((schema.properties ?? {}) as Record<string, Json>)
    .filter(([name]) => !shared?.common.has(name))
    .map(([name, schema]) => property(name, shared?.names.get(name) ?? summarizeType(schema), required.has(name)))
    .join("; ");
  return line || "Shared options only.";
}

/** A property's type in a few characters: enums as their values, arrays as `item[]`, objects as `{…}`. */
export function summarizeType(schema: Json): string {
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (members) return members.map(summarizeType).join("|");
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join("|");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join("|") : String(schema.type ?? "any");
  if (type === "array") return `${wrapped(summarizeType((schema.items ?? {}) as Json))}[]${limit(schema.minItems, schema.maxItems)}`;
  if (type === "object" && schema.properties) return `{${summarizeObject(schema).replaceAll("; ", ", ")}}`;
  if (type === "string") return `${schema.format === "uri" ? "url" : (schema.format ?? "string")}${limit(schema.minLength, schema.maxLength)}`;
  if (type === "number" || type === "integer") return `${type}${range(schema.minimum, schema.maximum)}`;
  return type === "boolean" ? "bool" : type;
}

/** `a|b` as an array's item reads `(a|b)[]`; an object's own `|` (inside braces) needs nothing. */
const wrapped = (item: string) => (item.replace(/\{[^{}]*\}/g, "").includes("|") ? `(${item})` : item);

function limit(min: unknown, max: unknown): string {
  if (typeof min === "number" && min > 0 && typeof max === "number") return ` ${min}-${max}`;
  if (typeof max === "number") return ` <=${max}`;
  if (typeof min === "number" && min > 0) return ` >=${min}`;
  return "";
}

/** Bounds of a number; zod's ±2^53 for "any integer" says nothing. */
function range(min: unknown, max: unknown): string {
  const low = typeof min === "number" && min > -Number.MAX_SAFE_INTEGER ? min : undefined;
  const high = typeof max === "number" && max < Number.MAX_SAFE_INTEGER ? max : undefined;
  if (low !== undefined && high !== undefined) return ` ${low}-${high}`;
  if (low !== undefined) return ` >=${low}`;
  if (high !== undefined) return ` <=${high}`;
  return "";
}

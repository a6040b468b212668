// The JSON Schema a tool list advertises for a tool's zod input: the same fields, types, enums, limits and
// required lists, without what costs a model tokens and tells it nothing. The SDK's own conversion (draft-07)
// gave create_post 28.8 KB; this one is a few KB. The handler still validates every call with the full zod
// schema (the SDK's tools/call), so what is accepted and the errors naming a field are unchanged.
//
// - definitions used once are inlined, those used more often stay in the tool's own $defs;
// - the objects named in `summarize` (the per-network options) become one line of names, types and limits
//   each (summarize-schema.ts), `*` marking what they require; a type they repeat is spelled once;
// - JSON Schema has no reference from one tool's schema into another's, so a definition named in `share`
//   that an earlier tool of the same list spells out is referred to by that tool's name, in words, instead
//   of being spelled again (validate_post, create_post, update_post and add_to_queue take the same options);
// - zod's spelling of a format as a regular expression (date-time, uuid) and of "any integer" as ±2^53 bounds
//   is dropped where the `format` or the type already says it, as is `additionalProperties: {}` (the default).
import { z } from "zod";
import { sharedTypes, summarizeObject } from "./summarize-schema";

type Json = Record<string, unknown>;

export interface CompactionRules {
  /** $defs ids (zod `.meta({ id })`) whose properties become a one-line summary. */
  summarize: ReadonlySet<string>;
  /** $defs ids whose description, wherever they are spelled out, is this text (it explains the summaries). */
  describe: Readonly<Record<string, string>>;
  /** $defs ids spelled out once per tool list (by the first tool using them). */
  share: ReadonlySet<string>;
}

export interface CompactSchema {
  schema: Json;
  /** The `share` ids this schema spells out (for the next tools of the list to refer to). */
  spelled: string[];
}

/** `spelledIn`: the `share` ids an earlier tool of the list spells out, with that tool's name. */
export function compactInputSchema(input: z.ZodObject, rules: CompactionRules, spelledIn: ReadonlyMap<string, string> = new Map()): CompactSchema {
  // A copy (extend): a schema with an OpenAPI component id would otherwise become a bare $ref at the root.
  const { $schema: _s, $defs, ...root } = z.toJSONSchema(input.extend({}), { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Json;
  const defs = ($defs ?? {}) as Record<string, Json>;
  const uses = countRefs(root, defs);
  const shared = sharedTypes(summarizedByName(defs, rules.summarize));
  const kept: Record<string, Json> = {};
  const spelled = new Set<string>();

  const definition = (id: string): Json => {
    const def = defs[id];
    // Its type and required list are in the line (`*`) and its holder's description, not repeated per network.
    if (rules.summarize.has(id)) return { description: summarizeObject(def, shared) };
    if (rules.share.has(id)) spelled.add(id);
    return rules.describe[id] ? { ...def, description: rules.describe[id] } : def;
  };

  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== "object") return node;
    let site = { ...(node as Json) };
    // zod writes a described reference as allOf: [{ $ref }]; 2020-12 lets $ref stand beside a description.
    const allOf = site.allOf as Json[] | undefined;
    if (allOf?.length === 1 && typeof allOf[0].$ref === "string" && Object.keys(allOf[0]).length === 1) {
      const { allOf: _a, ...rest } = site;
      site = { ...rest, $ref: allOf[0].$ref };
    }
    const id = typeof site.$ref === "string" ? refId(site.$ref) : undefined;
    if (id === undefined || !defs[id]) {
      const out = tidy(Object.fromEntries(Object.entries(site).map(([key, value]) => [key, visitKeyword(key, value)])));
      return withLegend(site, out);
    }
    const { $ref: _r, ...siteRest } = site;
    const elsewhere = spelledIn.get(id);
    if (elsewhere && rules.share.has(id)) {
      // Where the rules word the definition themselves, the site's own words pointed to the spelled-out schema.
      const reference = `${id}: as in ${elsewhere}'s input schema.`;
      const own = rules.describe[id] ? undefined : siteRest.description;
      return tidy({ ...siteRest, type: "object", description: [own, reference].filter(Boolean).join(" ") });
    }
    // The definition's own text wins where the rules give one (it is written for the tool list) and for a
    // summary (the line is the point); elsewhere the site's, which says what the field is for.
    const description = rules.describe[id] || rules.summarize.has(id) ? undefined : siteRest.description;
    if ((uses.get(id) ?? 0) > 1) {
      kept[id] ??= visit(definition(id)) as Json;
      return tidy({ ...siteRest, ...(description ? { description } : {}), $ref: `#/$defs/${id}` });
    }
    const inlined = visit(definition(id)) as Json;
    return tidy({ ...inlined, ...siteRest, description: description ?? inlined.description });
  };

  // A keyword's value: schemas are visited; `properties` maps names to schemas; values (enum, const, default,
  // examples) are data and left alone.
  const visitKeyword = (key: string, value: unknown): unknown => {
    if (key === "properties" || key === "patternProperties")
      return Object.fromEntries(Object.entries(value as Json).map(([name, schema]) => [name, visit(schema)]));
    return SCHEMA_KEYWORDS.has(key) ? visit(value) : value;
  };

  // The object holding the summarized ones (PlatformOptions) spells their repeated types once.
  const withLegend = (site: Json, out: Json): Json => {
    const properties = Object.values((site.properties ?? {}) as Record<string, Json>);
    const holdsSummaries = properties.some((p) => {
      const ref = (p.$ref ?? (p.allOf as Json[] | undefined)?.[0]?.$ref) as string | undefined;
      return ref !== undefined && rules.summarize.has(refId(ref) ?? "");
    });
    return holdsSummaries && shared.legend ? { ...out, description: `${String(out.description ?? "")} ${shared.legend}.`.trim() } : out;
  };

  const compact = hoistRepeats({ ...(visit(root) as Json), $defs: kept });
  if (Object.keys(compact.$defs as Json).length === 0) delete compact.$defs;
  return { schema: compact, spelled: [...spelled] };
}

/** A repeated piece shorter than this costs less spelled twice than referenced. */
const HOIST_MIN_CHARS = 80;

/**
 * A subschema written twice or more in one tool (the platform ids as a mapping's platform, as the single-channel
 * list and as the captions' keys) moves into $defs under the name of the first property holding it, and each
 * place keeps its own description beside the $ref. Largest first, until nothing long repeats.
 */
function hoistRepeats(schema: Json): Json {
  for (;;) {
    const seen = new Map<string, { count: number; name: string; node: Json }>();
    walkSubschemas(schema, (node, name) => {
      const { description: _d, ...shape } = node;
      const key = JSON.stringify(shape);
      if (key.length < HOIST_MIN_CHARS || shape.$ref) return;
      const entry = seen.get(key);
      seen.set(key, entry ? { ...entry, count: entry.count + 1 } : { count: 1, name, node: shape });
    });
    const repeated = [...seen].filter(([, entry]) => entry.count > 1).sort(([a], [b]) => b.length - a.length)[0];
    if (!repeated) return schema;
    const [key, { name, node }] = repeated;
    const defs = { ...((schema.$defs ?? {}) as Json) };
    let id = name[0].toUpperCase() + name.slice(1);
    while (defs[id]) id += "_";
    defs[id] = node;
    schema = { ...(replaceSubschemas(schema, key, `#/$defs/${id}`) as Json), $defs: defs };
  }
}

/** Calls `visit` with every subschema below the root and the name of the property it belongs to. */
function walkSubschemas(node: Json, visit: (node: Json, name: string) => void, name = "item"): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" || key === "$defs")
      for (const [child, schema] of Object.entries(value as Record<string, Json>)) {
        visit(schema, child);
        walkSubschemas(schema, visit, child);
      }
    else if (SCHEMA_KEYWORDS.has(key)) {
      // An item of `platforms` is a platform.
      const itemName = key === "items" && name.endsWith("s") ? name.slice(0, -1) : name;
      for (const schema of Array.isArray(value) ? (value as Json[]) : [value as Json])
        if (schema && typeof schema === "object") {
          visit(schema, itemName);
          walkSubschemas(schema, visit, itemName);
        }
    }
  }
}

function replaceSubschemas(node: unknown, key: string, ref: string): unknown {
  if (Array.isArray(node)) return node.map((item) => replaceSubschemas(item, key, ref));
  if (!node || typeof node !== "object") return node;
  const { description, ...shape } = node as Json;
  if (JSON.stringify(shape) === key) return description === undefined ? { $ref: ref } : { description, $ref: ref };
  return Object.fromEntries(
    Object.entries(node as Json).map(([k, v]) => [
      k,
      k === "enum" || k === "const" || k === "default" || k === "examples" ? v : replaceSubschemas(v, key, ref),
    ]),
  );
}

/** The summarized definitions by the property name their holder gives them (youtube → YouTubeOptions). */
function summarizedByName(defs: Record<string, Json>, summarize: ReadonlySet<string>): Map<string, Json> {
  const byName = new Map<string, Json>();
  for (const def of Object.values(defs))
    for (const [name, property] of Object.entries((def.properties ?? {}) as Record<string, Json>)) {
      const ref = (property.$ref ?? (property.allOf as Json[] | undefined)?.[0]?.$ref) as string | undefined;
      const id = ref === undefined ? undefined : refId(ref);
      if (id !== undefined && summarize.has(id) && defs[id]) byName.set(name, defs[id]);
    }
  return byName;
}

function refId(ref: string): string | undefined {
  return /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
}

/** How often each definition is referenced from the root and the definitions the root reaches. */
function countRefs(root: Json, defs: Record<string, Json>): Map<string, number> {
  const uses = new Map<string, number>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node as Json)) {
      const id = key === "$ref" && typeof value === "string" ? refId(value) : undefined;
      if (id === undefined || !defs[id]) {
        walk(value);
        continue;
      }
      uses.set(id, (uses.get(id) ?? 0) + 1);
      if (uses.get(id) === 1) walk(defs[id]);
    }
  };
  walk(root);
  return uses;
}

/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_KEYWORDS = new Set([
  "items",
  "prefixItems",
  "additionalProperties",
  "propertyNames",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "contains",
]);

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

/** Drops what restates the default or the format (see the file's comment). */
function tidy(node: Json): Json {
  const out = { ...node };
  if (typeof out.format === "string" && typeof out.pattern === "string") delete out.pattern;
  if (out.minimum === -SAFE_MAX) delete out.minimum;
  if (out.maximum === SAFE_MAX) delete out.maximum;
  const extra = out.additionalProperties;
  if (extra && typeof extra === "object" && Object.keys(extra).length === 0) delete out.additionalProperties;
  const names = out.propertyNames as Json | undefined;
  if (names && Object.keys(names).length === 1 && names.type === "string") delete out.propertyNames;
  return out;
}

// Names for the statements the public API runs on every request (a post's read, a page of posts, a draft's
// account lookup and insert), so PostgreSQL parses and plans each once per connection and then only binds and
// runs it. Unnamed, a one-row read spent more of the database's CPU planning than running (EXPLAIN: 0.1 ms
// planning against 0.04 ms executing; 0.36–0.48 ms per read round trip against 0.16–0.18 ms prepared).
// A name is the text's digest, so one text always has one name and two texts never share one (the driver
// refuses a name reused for another text on a connection). Only statements whose columns are named (no `*`)
// are prepared: a migration that changes a table then changes no prepared statement's result, which
// PostgreSQL would refuse ("cached plan must not change result type"); it replans them by itself.
import crypto from "node:crypto";
import pg from "pg";

/** Texts get names up to this many per process; past it they run unnamed, so a stream of one-off texts cannot
 *  grow each connection's prepared statements without bound. The API's hot statements are a handful of texts. */
const MAX_NAMED_TEXTS = 200;

/** A namer: the prepared statement name for a text, or undefined once it has named `maxTexts` texts. */
export function statementNamer(maxTexts = MAX_NAMED_TEXTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= maxTexts) return undefined;
      name = `pl_${crypto.createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
      names.set(text, name);
    }
    return name;
  };
}

/** The process's namer (the database adapter's, and the API bench baseline's). */
export const preparedStatementName = statementNamer();

/**
 * `text` as a named prepared statement, in the driver's own Query object: given a plain `{ text, values, name }`,
 * pg copies it property by property through its descriptors (8–10 µs of CPU per statement under bench:api's
 * draft create), while a Query it runs as it is. `done`, for a client's query (a pool adds its own).
 */
export function preparedQuery(text: string, values: unknown[], done?: (error: Error | undefined, result: pg.QueryResult) => void): pg.Query {
  const query = new pg.Query(text, values, done as ConstructorParameters<typeof pg.Query>[2]);
  (query as { name?: string }).name = preparedStatementName(text);
  return query;
}

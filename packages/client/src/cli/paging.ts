// The paging options of every `list` command: one page (`--limit`, `--cursor`), or every page (`--all`), read
// through the client's page iterator. The next page's cursor goes to stderr, so `--json` output stays parseable.
import { listAll, type ListPage } from "../client.js";
import { integerValue, stringValue, UsageError, type OptionSpec, type OptionValues } from "./command.js";

export function pageOptions(noun: string, { defaultValue, max }: { defaultValue: number; max: number }): Record<string, OptionSpec> {
  return {
    limit: { type: "string", valueName: "n", description: `At most this many ${noun} per page (default ${defaultValue}; more than ${max} is read as ${max}).` },
    cursor: { type: "string", valueName: "cursor", description: "The next page: the cursor printed under the previous one." },
    all: { type: "boolean", description: `Every ${noun}, reading page after page.` },
  };
}

export interface PageQuery {
  limit?: number;
  cursor?: string;
}

/** `rowsOf` one page, or of every page with `--all`; `note` says how to ask for the next page. */
export async function readList<P extends ListPage, Row>(
  values: OptionValues,
  note: (line: string) => void,
  fetchPage: (query: PageQuery) => Promise<P>,
  rowsOf: (page: P) => Row[],
): Promise<Row[]> {
  const limit = integerValue(values, "limit");
  const cursor = stringValue(values, "cursor");
  if (values.all === true) {
    if (cursor !== undefined) throw new UsageError("Give --all or --cursor, not both");
    return listAll((next) => fetchPage({ limit, cursor: next }), rowsOf);
  }
  const page = await fetchPage({ limit, cursor });
  if (page.nextCursor) note(`More: --cursor ${page.nextCursor} (or --all for every page)`);
  return rowsOf(page);
}

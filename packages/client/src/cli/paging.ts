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

/**
 * One page of a list as the API sent it, or with `--all` every page's rows under `key` in one answer of the
 * same shape (`{ posts: [every row], nextCursor: null }`), so `--json` prints the API's own object either way.
 * `note` says how to ask for the next page.
 */
export async function readList<K extends string, P extends ListPage & Record<K, unknown[]>>(
  values: OptionValues,
  note: (line: string) => void,
  fetchPage: (query: PageQuery) => Promise<P>,
  key: K,
): Promise<P> {
  const limit = integerValue(values, "limit");
  const cursor = stringValue(values, "cursor");
  if (values.all === true) {
    if (cursor !== undefined) throw new UsageError("Give --all or --cursor, not both");
    let last: P | undefined;
    const rows = await listAll(
      async (next) => (last = await fetchPage({ limit, cursor: next })),
      (page) => page[key],
    );
    // The last page's other fields (e.g. the media library's storage total) describe the whole list.
    return { ...last!, [key]: rows, nextCursor: null };
  }
  const page = await fetchPage({ limit, cursor });
  if (page.nextCursor) note(`More: --cursor ${page.nextCursor} (or --all for every page)`);
  return page;
}

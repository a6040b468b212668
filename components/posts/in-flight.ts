// Rows still on their way: the posts list and calendar refetch by themselves until every row is final and no
// first comment is being posted.
export const QUEUED_POLL_MS = 1500;

interface ShownRow {
  status: string;
  platformResults?: readonly { firstComment?: unknown }[];
}

const commentPending = (row: ShownRow) =>
  row.platformResults?.some((r) => (r.firstComment as { status?: unknown } | null | undefined)?.status === "pending") ?? false;

export const inFlight = (posts: readonly ShownRow[]) => posts.some((p) => p.status === "queued" || commentPending(p));

/** react-query's refetchInterval: poll while a shown row is queued (or its comment pending), stop once all are final. */
export function pollWhileQueued(query: { state: { data?: { posts: readonly ShownRow[] } } }): number | false {
  return query.state.data && inFlight(query.state.data.posts) ? QUEUED_POLL_MS : false;
}

/** The same for the list, whose data is the pages loaded so far. */
export function pollPagesWhileQueued(query: { state: { data?: { pages: { posts: readonly ShownRow[] }[] } } }): number | false {
  return query.state.data?.pages.some((page) => inFlight(page.posts)) ? QUEUED_POLL_MS : false;
}

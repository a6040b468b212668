// Rows still on their way: the posts list and calendar refetch by themselves until every row is final.
export const QUEUED_POLL_MS = 1500;

export const inFlight = (posts: readonly { status: string }[]) => posts.some((p) => p.status === "queued");

/** react-query's refetchInterval: poll while a shown row is queued, stop once all are final. */
export function pollWhileQueued(query: { state: { data?: { posts: readonly { status: string }[] } } }): number | false {
  return query.state.data && inFlight(query.state.data.posts) ? QUEUED_POLL_MS : false;
}

/** The same for the list, whose data is the pages loaded so far. */
export function pollPagesWhileQueued(query: { state: { data?: { pages: { posts: readonly { status: string }[] }[] } } }): number | false {
  return query.state.data?.pages.some((page) => inFlight(page.posts)) ? QUEUED_POLL_MS : false;
}

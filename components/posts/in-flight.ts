// Rows still on their way: the posts list and calendar refetch by themselves until every row is final.
export const QUEUED_POLL_MS = 1500;

export const inFlight = (posts: readonly { status: string }[]) => posts.some((p) => p.status === "queued");

/** react-query's refetchInterval: poll while a shown row is queued, stop once all are final. */
export function pollWhileQueued(query: { state: { data?: readonly { status: string }[] } }): number | false {
  return query.state.data && inFlight(query.state.data) ? QUEUED_POLL_MS : false;
}

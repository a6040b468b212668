// Runs `work` over the items with at most `limit` at a time: an import's rows each wait on a few database
// round trips, which PostgreSQL serves side by side (the embedded database takes them in turn, as before).
export async function eachInParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

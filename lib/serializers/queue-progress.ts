// What a queued row shows so a stuck row can be seen (additive to the contract's Post): since when it has
// been queued, how many attempts it has had, and when the next one is due. The API's post serializer spreads
// this into a Post (`{ ...postResponse, ...queueProgress(row) }`); other statuses get nothing extra.
export interface QueueProgressFields {
  queued_since?: string;
  attempts?: number;
  next_attempt_at?: string | null;
}

export function queueProgress(row: { status: string; queuedAt: Date | null; attempts: number; nextAttemptAt: Date | null }): QueueProgressFields {
  if (row.status !== "queued") return {};
  return {
    queued_since: (row.queuedAt ?? new Date()).toISOString(),
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
  };
}

// When a message whose send failed is tried again: after the nth failed attempt, wait RETRY_DELAYS_MS[n-1].
// Ten attempts over about 13 hours, so an SMTP server that is down for an evening delays mail and loses none;
// after the last one the message is failed (the outbox keeps it with the reason).
export const RETRY_DELAYS_MS = [10_000, 30_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, 60 * 60_000, 3 * 3600_000, 8 * 3600_000];

/** How long a sender holds a claimed message: well beyond the SMTP timeouts, so only a dead sender loses it. */
export const SEND_LEASE_MS = 2 * 60_000;

/** The delay before the next attempt after `attempts` failed ones, or null when none is left. */
export function retryDelayMs(attempts: number, delays: readonly number[] = RETRY_DELAYS_MS): number | null {
  return attempts > delays.length ? null : delays[Math.max(0, attempts - 1)];
}

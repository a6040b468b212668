// When a failed delivery is tried again: after the nth failed attempt, wait RETRY_DELAYS_MS[n-1]. Nine
// attempts over about 23.6 hours, then the delivery is failed (the log keeps it and "Resend" starts over).
export const RETRY_DELAYS_MS = [5_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 8 * 3600_000, 8 * 3600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** An endpoint whose deliveries have failed, with no success in between, for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 3600_000;

/** How long a sending worker holds a delivery; well beyond the request timeout, so only a dead worker loses it. */
export const DELIVERY_LEASE_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 15_000;
/** How much of an endpoint's answer the log keeps. */
export const RESPONSE_EXCERPT_BYTES = 1024;

/** The delay before the next attempt after `attempts` failed ones, or null when there is none left. */
export function retryDelayMs(attempts: number): number | null {
  return attempts >= MAX_ATTEMPTS ? null : RETRY_DELAYS_MS[Math.max(0, attempts - 1)];
}

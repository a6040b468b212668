// The secrets a rotation replaced, each signing beside the current one until its own overlap ends. Stored as a
// JSON list on the endpoint ({ secretEncrypted, expiresAt }), each secret encrypted as the current one is, so a
// second rotation inside the first one's window keeps the first secret too (Standard Webhooks allows several
// signatures in one header, and a receiver holding any of them verifies).
import { z } from "zod";

/** At most this many replaced secrets sign at once; beyond it the one ending first makes way (a header stays small). */
export const PREVIOUS_SECRETS_MAX = 10;

const previousSecretsList = z.array(z.object({ secretEncrypted: z.string(), expiresAt: z.iso.datetime() }));

export interface PreviousSecret {
  secretEncrypted: string;
  expiresAt: Date;
}

/** The replaced secrets still inside their window at `now`, latest-ending first. */
export function livePreviousSecrets(stored: unknown, now = new Date()): PreviousSecret[] {
  const parsed = previousSecretsList.safeParse(stored);
  if (!parsed.success) return [];
  return parsed.data
    .map((entry) => ({ secretEncrypted: entry.secretEncrypted, expiresAt: new Date(entry.expiresAt) }))
    .filter((entry) => entry.expiresAt > now)
    .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime());
}

/** When the last replaced secret stops signing, or null when none signs any more. */
export function previousSecretsUntil(stored: unknown, now = new Date()): Date | null {
  return livePreviousSecrets(stored, now)[0]?.expiresAt ?? null;
}

/** The list to store after a rotation: the live ones plus the secret just replaced, capped at PREVIOUS_SECRETS_MAX. */
export function afterRotation(stored: unknown, replaced: PreviousSecret, now = new Date()): { secretEncrypted: string; expiresAt: string }[] {
  return [replaced, ...livePreviousSecrets(stored, now)]
    .filter((entry) => entry.expiresAt > now)
    .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())
    .slice(0, PREVIOUS_SECRETS_MAX)
    .map((entry) => ({ secretEncrypted: entry.secretEncrypted, expiresAt: entry.expiresAt.toISOString() }));
}

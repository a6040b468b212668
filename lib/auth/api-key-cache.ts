// A short-lived cache of authenticated API keys in this process, so a busy key costs no key lookup (key row
// and its creator's role) per request.
//
// Guarantee: a revoked key, an expired key, or a key whose creator lost their role or left the workspace is
// refused exactly as without the cache. Triggers on api_keys and memberships (migration
// 20261121233500_auth_changed_notify) notify every instance on commit, whoever made the change, and each
// instance drops its whole cache when told (lib/db/change-listener.ts). Entries are only kept while that
// notification channel is live: before LISTEN is in place, and from the moment its connection drops until it
// is back, every request reads the database. A lookup that was under way when a notification arrived is not
// cached (the generation counter), so a read that raced with a revocation cannot outlive it. What remains is
// the time a notification takes to reach the instance (milliseconds on one network), the same window as a
// request that read the key just before the revoking transaction committed. Services that narrow access in
// this process (revoke a key, change or remove a member) also drop the cache at once. Expiry is checked on
// every use, and entries are forgotten after TTL_MS in any case (a bound for a silently dead connection that
// TCP keepalive has not noticed yet). Failed lookups are never cached.
import { listenForChanges, type ChangeListener } from "../db/change-listener";

export const AUTH_CHANGED_CHANNEL = "postlane_auth_changed";
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export interface CachedApiKey<T> {
  auth: T;
  expiresAt: Date | null;
}

interface Entry<T> extends CachedApiKey<T> {
  storedAt: number;
}

class ApiKeyCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private listener: ChangeListener | undefined;

  /** The cached key for this hash, if the cache may be trusted right now. */
  get(keyHash: string): CachedApiKey<T> | undefined {
    if (!this.listener?.live) return undefined;
    const entry = this.entries.get(keyHash);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > TTL_MS) {
      this.entries.delete(keyHash);
      return undefined;
    }
    return entry;
  }

  /** Call before reading a key from the database; pass the result to `set`. Starts listening on first use. */
  beginLookup(): number {
    if (!this.listener || this.listener.closed) {
      this.listener = listenForChanges(AUTH_CHANGED_CHANNEL, {
        onChange: () => this.clear(),
        onLiveChange: () => this.clear(),
      });
    }
    return this.generation;
  }

  /** Keeps a successful lookup, unless anything changed since `beginLookup` or the channel is not live. */
  set(keyHash: string, generation: number, value: CachedApiKey<T>): void {
    if (generation !== this.generation || !this.listener?.live) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(keyHash, { ...value, storedAt: Date.now() });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

const holder = globalThis as unknown as { __postlaneApiKeyCache?: ApiKeyCache<unknown> };

/** The process's cache (on globalThis: Next may load this module more than once per process). */
export function apiKeyCache<T>(): ApiKeyCache<T> {
  holder.__postlaneApiKeyCache ??= new ApiKeyCache<unknown>();
  return holder.__postlaneApiKeyCache as ApiKeyCache<T>;
}

/** Drops every cached key of this process now (a key was revoked, a role changed here). */
export function forgetCachedApiKeys(): void {
  holder.__postlaneApiKeyCache?.clear();
}

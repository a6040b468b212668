// Signing and encryption secrets: from the environment when set, otherwise generated once into
// .data/secrets.json, so a fresh clone runs with no configuration and keeps its sessions across restarts.
import crypto from "node:crypto";
import fs from "node:fs";
import { dataPath } from "./data-dir";
import { decodeTokenEncryptionKey, env } from "./env";

interface StoredSecrets {
  authSecret: string;
  tokenEncryptionKey: string;
}

let cached: StoredSecrets | undefined;

function generate(): StoredSecrets {
  return {
    authSecret: crypto.randomBytes(32).toString("base64url"),
    tokenEncryptionKey: crypto.randomBytes(32).toString("base64"),
  };
}

function loadOrCreateStored(): StoredSecrets {
  const file = dataPath("secrets.json");
  try {
    // "wx": only the first process to get here writes; every other one reads what it wrote.
    fs.writeFileSync(file, JSON.stringify(generate(), null, 2), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as StoredSecrets;
}

function secrets(): StoredSecrets {
  if (cached) return cached;
  const e = env();
  const fromEnvAuth = e.AUTH_SECRET ?? e.NEXTAUTH_SECRET;
  const fromEnvKey = e.TOKEN_ENCRYPTION_KEY;
  const stored = fromEnvAuth && fromEnvKey ? undefined : loadOrCreateStored();
  cached = {
    authSecret: fromEnvAuth ?? stored!.authSecret,
    tokenEncryptionKey: fromEnvKey ?? stored!.tokenEncryptionKey,
  };
  return cached;
}

export function authSecret(): string {
  return secrets().authSecret;
}

/** 32 raw bytes for AES-256-GCM; TOKEN_ENCRYPTION_KEY may be base64 (44 chars) or hex (64 chars). */
export function tokenEncryptionKey(): Buffer {
  const key = decodeTokenEncryptionKey(secrets().tokenEncryptionKey);
  if (!key) throw new Error("TOKEN_ENCRYPTION_KEY must be 32 bytes, as base64 or hex");
  return key;
}

/**
 * Key for signing local upload URLs, derived from the auth secret (HKDF) so no new setting is needed and
 * a leaked upload signature says nothing about session signing.
 */
export function mediaSigningKey(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", authSecret(), "postlane", "media-upload-url-v1", 32));
}

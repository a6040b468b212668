// The storage driver chosen by STORAGE_DRIVER (local by default), built once per process.
import { env } from "../env";
import { createLocalDriver } from "./local-driver";
import { isSafeObjectKey } from "./media-rules";
import { createS3Driver } from "./s3-driver";
import type { StorageDriver } from "./types";

let cached: StorageDriver | undefined;

function build(): StorageDriver {
  const e = env();
  if (e.STORAGE_DRIVER === "local") return createLocalDriver();
  const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    // A configuration mistake, not a client one: surface it at once with the names to set.
    throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(", ")}`);
  }
  return createS3Driver({
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? "us-east-1",
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    cdnUrl: e.CDN_URL,
  });
}

export function storage(): StorageDriver {
  cached ??= build();
  return cached;
}

/** Tests switch drivers by changing the environment, then calling this. */
export function resetStorage(): void {
  cached = undefined;
}

/**
 * The object key behind one of our own public media URLs (what `publicUrl(key)` made), or undefined for any
 * other URL. Lets a post's mediaUrls be matched to their media objects by the unique storage key.
 */
export function storageKeyForUrl(url: string, driver: StorageDriver = storage()): string | undefined {
  const base = driver.publicUrl("x").slice(0, -1);
  if (!url.startsWith(base)) return undefined;
  let key: string;
  try {
    key = url.slice(base.length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return undefined;
  }
  return isSafeObjectKey(key) ? key : undefined;
}

export type { StorageDriver } from "./types";

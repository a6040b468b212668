// Local disk storage (the embedded default): the upload URL is a signed, expiring PUT to the app itself
// (app/media/upload/[token]); files are served from CDN_URL (default `${APP_URL}/media`, app/media/[...key]).
import fs from "node:fs";
import path from "node:path";
import { appUrl } from "../env";
import { cdnBaseUrl, joinKey } from "./cdn-url";
import { localFileForKey } from "./local-paths";
import { contentTypeForKey } from "./media-rules";
import type { SignedUpload, StorageDriver, StoredObject, UploadUrlRequest } from "./types";
import { signUploadGrant } from "./upload-token";

export function createLocalDriver(): StorageDriver {
  return {
    name: "local",
    async createUploadUrl(request: UploadUrlRequest): Promise<SignedUpload> {
      const expiresAt = Math.floor(Date.now() / 1000) + request.expiresInSeconds;
      const token = signUploadGrant({
        key: request.key,
        contentType: request.contentType,
        sizeBytes: request.sizeBytes,
        exactSize: request.exactSize,
        expiresAt,
      });
      return { uploadUrl: `${appUrl()}/media/upload/${token}`, expiresAt: new Date(expiresAt * 1000) };
    },
    publicUrl(key: string): string {
      return joinKey(cdnBaseUrl(), key);
    },
    async stat(key: string): Promise<StoredObject | null> {
      const file = localFileForKey(key);
      if (!file) return null;
      const stats = await fs.promises.stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      // Local files are served with the type their key's extension names (the one the upload was signed for).
      return stats?.isFile() ? { sizeBytes: stats.size, contentType: contentTypeForKey(key) ?? null } : null;
    },
    async remove(key: string): Promise<void> {
      const file = localFileForKey(key);
      if (file) await fs.promises.rm(file, { force: true });
    },
    async readStart(key: string, length: number): Promise<Uint8Array | null> {
      const file = localFileForKey(key);
      if (!file) return null;
      const handle = await fs.promises.open(file, "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const bytes = new Uint8Array(length);
        const { bytesRead } = await handle.read(bytes, 0, length, 0);
        return bytes.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async setContentType(): Promise<void> {
      // Local files carry no stored type: a generic (.bin) file is served with the type its bytes show.
    },
    async put(key: string, bytes: Uint8Array): Promise<void> {
      // Served with the type its key's extension names, like every local file.
      const file = localFileForKey(key);
      if (!file) throw new Error(`unsafe object key ${JSON.stringify(key)}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(file, bytes, { mode: 0o600 });
    },
  };
}

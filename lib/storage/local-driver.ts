// Local disk storage (the embedded default): the upload URL is a signed, expiring PUT to the app itself
// (app/media/upload/[token]); files are served from CDN_URL (default `${APP_URL}/media`, app/media/[...key]).
import { appUrl } from "../env";
import { cdnBaseUrl, joinKey } from "./cdn-url";
import type { SignedUpload, StorageDriver, UploadUrlRequest } from "./types";
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
  };
}

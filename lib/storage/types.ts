// One interface for where media bytes live: the local disk (embedded default) or any S3-compatible bucket.
// Drivers sign uploads and build public addresses; they never touch the database.

export interface UploadUrlRequest {
  /** Object key, already validated (lib/storage/media-rules.ts): `<workspaceId>/<prefix?>/<uuid>-<name>.<ext>`. */
  key: string;
  contentType: string;
  /** Exact size when the client declared it, else the most the URL accepts. */
  sizeBytes: number;
  /** True when sizeBytes is what the client declared (the upload must be exactly that long). */
  exactSize: boolean;
  expiresInSeconds: number;
}

export interface SignedUpload {
  uploadUrl: string;
  expiresAt: Date;
}

/** What the store holds under a key (an S3 HEAD, a stat of the local file). */
export interface StoredObject {
  sizeBytes: number;
  /** As stored (S3 keeps the type the PUT was signed for); null when the store does not say. */
  contentType: string | null;
}

export interface StorageDriver {
  readonly name: "local" | "s3";
  createUploadUrl(request: UploadUrlRequest): Promise<SignedUpload>;
  /** Where the object is served from once uploaded (the contract's `{cdn_url}` + key). */
  publicUrl(key: string): string;
  /** The stored object, or null when nothing was uploaded under the key. */
  stat(key: string): Promise<StoredObject | null>;
  /** Deletes the object; nothing stored is not an error. */
  remove(key: string): Promise<void>;
  /** The object's first `length` bytes (fewer if it is shorter), or null when nothing is stored: to learn a generic upload's type. */
  readStart(key: string, length: number): Promise<Uint8Array | null>;
  /** Serves the object with this type from now on (a generic upload once its type is known); a no-op where the type is not stored. */
  setContentType(key: string, contentType: string): Promise<void>;
  /** Stores bytes the app made itself (a media library thumbnail), replacing whatever the key held. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

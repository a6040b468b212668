// What may be uploaded: the types the networks take, size limits, and safe object keys.
// Everything here is pure and has no Node-only import, so the API, the composer (in the browser) and the
// local upload route apply the same rules.

/** Content type -> file extension used in the object key (and read back when serving local files). */
export const MEDIA_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/webm": "webm",
} as const;

export type MediaContentType = keyof typeof MEDIA_TYPES;

/** Largest upload per kind. Videos are bounded by what single-request uploads handle comfortably. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 1024 * 1024 * 1024;

/** Upload URLs are short-lived: long enough for a slow mobile upload to start, short enough to be useless if leaked. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

const EXTENSION_TO_TYPE: Record<string, MediaContentType> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};

/**
 * A generic upload: signed when the client names no type (`POST /media/upload-url` without a body). The
 * object's key ends in `.bin` and the real type is read from the first bytes when the file arrives.
 */
export const GENERIC_CONTENT_TYPE = "application/octet-stream";
export const GENERIC_EXTENSION = "bin";
export type UploadContentType = MediaContentType | typeof GENERIC_CONTENT_TYPE;

/** The largest file of any accepted type: the limit of a generic upload until its type is known. */
export const MAX_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_VIDEO_BYTES);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The accepted media type the file's first bytes (16 are enough) announce, by their signatures. */
export function sniffMediaType(bytes: Uint8Array): MediaContentType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "video/webm";
  // ISO base media (MP4, QuickTime): a box of type `ftyp` first; the brand `qt  ` marks QuickTime.
  if (ascii(bytes, 4, 8) === "ftyp") return ascii(bytes, 8, 12) === "qt  " ? "video/quicktime" : "video/mp4";
  return undefined;
}

export function isMediaContentType(value: string): value is MediaContentType {
  return Object.hasOwn(MEDIA_TYPES, value);
}

export function maxBytesFor(contentType: MediaContentType): number {
  return contentType.startsWith("video/") ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
}

export function contentTypeForExtension(filename: string): MediaContentType | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(filename);
  return match ? EXTENSION_TO_TYPE[match[1].toLowerCase()] : undefined;
}

/** The content type to serve a stored key with, from the extension the key was given at signing time. */
export function contentTypeForKey(key: string): MediaContentType | undefined {
  return contentTypeForExtension(key);
}

/** `campaigns/2026-spring`: letters, digits, `-`, `_` and `.` in `/`-separated segments; no `..`, no leading `/`. */
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const MAX_PREFIX_LENGTH = 128;

/** Returns a problem message, or undefined when the prefix is safe to use inside a key. */
export function prefixProblem(prefix: string): string | undefined {
  if (prefix.length > MAX_PREFIX_LENGTH) return `must be at most ${MAX_PREFIX_LENGTH} characters`;
  const trimmed = prefix.replace(/\/+$/, "");
  if (trimmed === "") return "must not be empty";
  for (const segment of trimmed.split("/")) {
    if (segment === "" || segment === "." || segment === ".." || !PREFIX_SEGMENT.test(segment)) {
      return "must be path segments of letters, digits, '-', '_' or '.' separated by '/' (no '..', no leading '/')";
    }
  }
  return undefined;
}

/** A readable, safe stem from the client's file name (never trusted as a path). */
export function filenameStem(filename: string | undefined): string {
  const base = (filename ?? "").replace(/\.[A-Za-z0-9]+$/, "");
  const slug = base
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 60)
    .toLowerCase();
  return slug === "" ? "file" : slug;
}

export function buildObjectKey({
  workspaceId,
  prefix,
  filename,
  contentType,
}: {
  workspaceId: string;
  prefix?: string;
  filename?: string;
  contentType: UploadContentType;
}): string {
  const folder = prefix ? `${prefix.replace(/\/+$/, "")}/` : "";
  const extension = contentType === GENERIC_CONTENT_TYPE ? GENERIC_EXTENSION : MEDIA_TYPES[contentType];
  return `${workspaceId}/${folder}${globalThis.crypto.randomUUID()}-${filenameStem(filename)}.${extension}`;
}

/** Keys as built above (also what the local server accepts): safe segments only, so a key never leaves its folder. */
export function isSafeObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".." && PREFIX_SEGMENT.test(segment));
}

// POST /media/upload-url: request and response (contract: docs/api-v1.md §4).
import { z } from "zod";
import { pageQuery } from "./common";

export const createUploadUrlRequest = z.strictObject({
  filename: z
    .string()
    .min(1, "must not be empty")
    .max(255, "must be at most 255 characters")
    .optional()
    .meta({ description: "The file's name, at most 255 characters; its extension gives the type when contentType is omitted." }),
  contentType: z
    .string()
    .min(1, "must not be empty")
    .max(100, "must be at most 100 characters")
    .optional()
    .meta({ description: "The file's media type (image/jpeg, video/mp4 …); send the same Content-Type with the PUT. Omitted: read from the file's bytes." }),
  sizeBytes: z
    .number({ error: "must be an integer number of bytes" })
    .int("must be an integer number of bytes")
    .positive("must be greater than 0")
    .optional()
    .meta({
      description:
        "The file's size in bytes: checked against the type's limit now (400 when too large), and the upload must be exactly this size. Omitted: any size up to the type's limit.",
    }),
  prefix: z
    .string()
    .max(256, "must be at most 256 characters")
    .optional()
    .meta({ description: "A folder-like prefix for the stored object's key, at most 256 characters; omitted: none." }),
  // Additive (issue 38): the library keeps one entry per file.
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be the file's SHA-256 as 64 hexadecimal characters")
    .optional()
    .meta({
      description:
        "Additive. The file's SHA-256 (hex). When the workspace's library already holds a file with these bytes, nothing is uploaded: the answer (200) names that file instead of an upload URL.",
    }),
});

export const uploadUrlResponse = z.object({
  uploadUrl: z.url(),
  publicUrl: z.url(),
});

/** Additive (issue 38): the answer (200) when `sha256` names bytes the library already holds. */
export const reusedUploadResponse = z.object({
  reused: z.literal(true).meta({ description: "The library already holds this file: use `publicUrl` as it is, upload nothing." }),
  publicUrl: z.url(),
  mediaId: z.uuid().meta({ description: "The library file (GET /media/{id})." }),
  altText: z.string().nullable().meta({ description: "The alt text last saved with the file in a post, to offer again; null when none." }),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

// The media library (GET /media, GET /media/{id}, DELETE /media/{id}): additive, camelCase.
export const MEDIA_KINDS = ["image", "video"] as const;
export const MEDIA_LIMIT_DEFAULT = 50;
export const MEDIA_LIMIT_MAX = 200;

export const listMediaQuery = z.object({
  q: z
    .string()
    .max(200, "must be at most 200 characters")
    .optional()
    .meta({ description: "Words to find in the file's name or among its tags (case-insensitive)." }),
  kind: z.enum(MEDIA_KINDS, { error: "must be image or video" }).optional().meta({ description: "Only images or only videos." }),
  ...pageQuery({ defaultValue: MEDIA_LIMIT_DEFAULT, max: MEDIA_LIMIT_MAX }),
});
export type ListMediaQuery = z.output<typeof listMediaQuery>;

export const mediaTagsInput = z.object({
  tags: z
    .array(z.string().trim().min(1, "must not be empty").max(40, "must be at most 40 characters"), { error: "must be a list of words" })
    .max(20, "must have at most 20 tags"),
});

export const mediaAssetResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: z.enum(MEDIA_KINDS),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    url: z.url().meta({ description: "The address to use in a post's mediaUrls." }),
    thumbnailUrl: z.url().nullable().meta({ description: "A small WebP picture of the file; null while none was made." }),
    tags: z.array(z.string()),
    altText: z
      .string()
      .nullable()
      .meta({ description: "Additive. The alt text last saved with the file in a post, offered again when it is reused; null when none." }),
    uploadedBy: z
      .object({ userId: z.uuid().nullable(), apiKeyId: z.uuid().nullable(), name: z.string().nullable() })
      .meta({ description: "Who uploaded it: the person, and the API key when one was used." }),
    createdAt: z.iso.datetime(),
    usedBy: z
      .object({ posts: z.number().int(), scheduledPosts: z.number().int() })
      .meta({ description: "Posts (not deleted) whose media or thread parts use the file, and how many of them are scheduled or queued." }),
  })
  .meta({ id: "MediaAsset" });

export const mediaPostUse = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  status: z.string(),
  scheduledAt: z.iso.datetime().nullable(),
});

export const mediaStorageTotal = z.object({ files: z.number().int(), bytes: z.number().int() }).meta({ description: "Every file of the workspace's library." });

export const listMediaResponse = z.object({
  media: z.array(mediaAssetResponse),
  nextCursor: z.string().nullable(),
  storage: mediaStorageTotal,
});

export const getMediaResponse = z.object({ media: mediaAssetResponse, posts: z.array(mediaPostUse) });
export type MediaAssetResponse = z.infer<typeof mediaAssetResponse>;
export type ListMediaResponse = z.infer<typeof listMediaResponse>;
export type GetMediaResponse = z.infer<typeof getMediaResponse>;

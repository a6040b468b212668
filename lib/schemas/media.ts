// POST /media/upload-url: request and response (contract: docs/api-v1.md §4).
import { z } from "zod";

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
});

export const uploadUrlResponse = z.object({
  uploadUrl: z.url(),
  publicUrl: z.url(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

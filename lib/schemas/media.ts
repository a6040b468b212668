// POST /media/upload-url: request and response (contract: docs/api-v1.md §4).
import { z } from "zod";

export const createUploadUrlRequest = z.strictObject({
  filename: z.string().min(1, "must not be empty").max(255, "must be at most 255 characters").optional(),
  contentType: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
  sizeBytes: z.number({ error: "must be an integer number of bytes" }).int("must be an integer number of bytes").positive("must be greater than 0").optional(),
  prefix: z.string().max(256, "must be at most 256 characters").optional(),
});

export const uploadUrlResponse = z.object({
  uploadUrl: z.url(),
  publicUrl: z.url(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

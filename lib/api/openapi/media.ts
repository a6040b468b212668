// The path that hands out media upload URLs.
import { createUploadUrlRequest, uploadUrlResponse } from "../../schemas/media";
import { auth, inline, operation, type Paths } from "./operation";

export function mediaPaths(): Paths {
  return {
    "/media/upload-url": {
      post: operation({
        summary: "Request a media upload URL",
        scope: "media:write",
        description:
          "PUT the file to `uploadUrl` (with the same Content-Type), then use `publicUrl` in `mediaUrls`. The URL expires after a few minutes. " +
          "The body is optional: without `contentType` (or a `filename` with a known extension) the URL is a generic one, signed for " +
          "`application/octet-stream` and the largest size of any accepted type; the file's type is then read from its first bytes when it arrives.",
        body: inline(createUploadUrlRequest, "input"),
        example: { filename: "spring-launch.mp4", contentType: "video/mp4", sizeBytes: 48234567, prefix: "campaigns/spring" },
        bodyRequired: false,
        status: 201,
        response: inline(uploadUrlResponse, "output"),
        errors: [400, ...auth, 403, 413],
      }),
    },
  };
}

// The paths of media: upload URLs, and the media library (list, read with its posts, delete).
import {
  MEDIA_KINDS,
  MEDIA_LIMIT_DEFAULT,
  MEDIA_LIMIT_MAX,
  createUploadUrlRequest,
  getMediaResponse,
  listMediaResponse,
  uploadUrlResponse,
  reusedUploadResponse,
  listMediaQuery,
} from "../../schemas/media";
import { auth, idParam, inline, pageParameters, PAGING_TEXT, ref } from "../openapi/operation";
import { defineOperations } from "./define-operations";

export const mediaOperations = defineOperations({
  createUploadUrl: {
    method: "post",
    path: "/media/upload-url",
    summary: "Request a media upload URL",
    scope: "media:write",
    description:
      "PUT the file to `uploadUrl` (with the same Content-Type), then use `publicUrl` in `mediaUrls`. The URL expires after a few minutes. " +
      "The body is optional: without `contentType` (or a `filename` with a known extension) the URL is a generic one, signed for " +
      "`application/octet-stream` and the largest size of any accepted type; the file's type is then read from its first bytes when it arrives. " +
      "Additive: with `sha256` (the file's SHA-256) naming bytes the workspace's library already holds, the answer is a 200 `{ reused: true, publicUrl, mediaId, altText }` instead: upload nothing.",
    body: inline(createUploadUrlRequest, "input"),
    example: { filename: "spring-launch.mp4", contentType: "video/mp4", sizeBytes: 48234567, prefix: "campaigns/spring" },
    bodyRequired: false,
    status: 201,
    response: inline(uploadUrlResponse, "output"),
    errors: [400, ...auth, 403, 413],
    // Additive (issue 38): with `sha256` naming bytes the library holds, a 200 naming that file instead.
    finish: (op) => {
      const responses = op.responses as Record<string, Record<string, unknown>>;
      return {
        ...op,
        responses: {
          200: {
            description: "The library already holds a file with this `sha256`: nothing to upload, use its `publicUrl`",
            headers: responses[201].headers,
            content: { "application/json": { schema: inline(reusedUploadResponse, "output") } },
          },
          ...responses,
        },
      };
    },
  },
  listMedia: {
    method: "get",
    path: "/media",
    query: listMediaQuery,
    summary: "List the media library",
    scope: "media:read",
    description:
      "Additive. Every uploaded file of the workspace, newest first, with its thumbnail, who uploaded it and how many posts use it, " +
      "and the storage total of the whole library. `q` finds words in names and tags, `kind` keeps images or videos. " +
      `\`limit\`: default ${MEDIA_LIMIT_DEFAULT}, maximum ${MEDIA_LIMIT_MAX} (larger values are clamped). ${PAGING_TEXT}`,
    parameters: [
      { name: "q", in: "query", required: false, schema: { type: "string", maxLength: 200 } },
      { name: "kind", in: "query", required: false, schema: { type: "string", enum: [...MEDIA_KINDS] } },
      ...pageParameters({ defaultValue: MEDIA_LIMIT_DEFAULT, max: MEDIA_LIMIT_MAX }),
    ],
    status: 200,
    response: inline(listMediaResponse, "output"),
    errors: [400, ...auth, 403],
  },
  getMedia: {
    method: "get",
    path: "/media/{id}",
    summary: "Get a media library file",
    scope: "media:read",
    description: "Additive. The file with the posts (not deleted) whose media or thread parts use it, newest first.",
    parameters: [idParam],
    status: 200,
    response: inline(getMediaResponse, "output"),
    errors: [...auth, 403, 404],
  },
  deleteMedia: {
    method: "delete",
    path: "/media/{id}",
    summary: "Delete a media library file",
    scope: "media:write",
    description:
      "Additive. Deletes the stored file and its thumbnail. 409 while a scheduled or queued post uses it (it would publish without its media); " +
      "drafts and published posts do not hold it.",
    parameters: [idParam],
    status: 200,
    response: ref("Deleted"),
    errors: [...auth, 403, 404, 409],
    errorText: { 409: "A scheduled or queued post uses the file: the message says how many" },
  },
});

// Issues a presigned upload URL for one media file and records the object as pending in its workspace.
// The client PUTs the bytes to `uploadUrl`, then uses `publicUrl` in a post's mediaUrls. Every field is
// optional (the contract's body is): without a type the URL is a generic one (application/octet-stream,
// the largest limit of any type), and the type is learned from the file's bytes when it arrives.
import { db } from "../../db";
import { BadRequestError, parseInput } from "../../errors";
import { createUploadUrlRequest, type UploadUrlResponse } from "../../schemas/media";
import { storage } from "../../storage";
import {
  GENERIC_CONTENT_TYPE,
  MAX_UPLOAD_BYTES,
  MEDIA_TYPES,
  UPLOAD_URL_TTL_SECONDS,
  buildObjectKey,
  contentTypeForExtension,
  isMediaContentType,
  maxBytesFor,
  prefixProblem,
  type UploadContentType,
} from "../../storage/media-rules";
import { actorUserId } from "../actor";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";

export interface CreatedUpload extends UploadUrlResponse {
  reused?: false;
  mediaId: string;
  storageKey: string;
  expiresAt: Date;
}

/**
 * The type the upload is signed for: the one sent, else the filename's extension's, else, when the client
 * says nothing about the type (no body at all, or a filename without extension), a generic upload whose
 * real type is learned from the bytes when they arrive.
 */
function resolveContentType(contentType: string | undefined, filename: string | undefined): UploadContentType {
  if (contentType !== undefined) {
    const normalized = contentType.split(";")[0].trim().toLowerCase();
    if (!isMediaContentType(normalized)) {
      throw new BadRequestError(`contentType: must be one of ${Object.keys(MEDIA_TYPES).join(", ")} (got ${JSON.stringify(contentType)})`);
    }
    return normalized;
  }
  if (filename === undefined || !/\.[^.]+$/.test(filename)) return GENERIC_CONTENT_TYPE;
  const inferred = contentTypeForExtension(filename);
  if (!inferred) throw new BadRequestError("contentType: required unless filename ends in a known extension (.jpg, .png, .webp, .gif, .mp4, .mov, .webm)");
  return inferred;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/**
 * `draft`: the composer's upload, kept only once a post is saved with it (or it is saved to the library);
 * otherwise the sweep removes it a day later (clean-abandoned-media.ts). API uploads are the library's from
 * the start. A caller that may reuse a file the library holds goes through upload-or-reuse.ts.
 */
export async function createUploadUrl({
  workspaceId,
  actor,
  input,
  draft = false,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: unknown;
  draft?: boolean;
}): Promise<CreatedUpload> {
  const request = parseInput(createUploadUrlRequest, input ?? {});
  await requireWriter(workspaceId, actor, "upload media");

  if (request.filename !== undefined && /[/\\\u0000-\u001f]/.test(request.filename)) {
    throw new BadRequestError("filename: must be a file name, without '/', '\\' or control characters");
  }
  const contentType = resolveContentType(request.contentType, request.filename);
  const limit = contentType === GENERIC_CONTENT_TYPE ? MAX_UPLOAD_BYTES : maxBytesFor(contentType);
  if (request.sizeBytes !== undefined && request.sizeBytes > limit) {
    throw new BadRequestError(`sizeBytes: must be at most ${limit} (${formatBytes(limit)}) for ${contentType}`);
  }
  if (request.prefix !== undefined) {
    const problem = prefixProblem(request.prefix);
    if (problem) throw new BadRequestError(`prefix: ${problem}`);
  }

  const driver = storage();
  const key = buildObjectKey({ workspaceId, prefix: request.prefix, filename: request.filename, contentType });
  const signed = await driver.createUploadUrl({
    key,
    contentType,
    sizeBytes: request.sizeBytes ?? limit,
    exactSize: request.sizeBytes !== undefined,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
  });
  const publicUrl = driver.publicUrl(key);
  const media = await db.mediaObject.create({
    data: {
      workspaceId,
      createdByUserId: actorUserId(actor),
      createdByApiKeyId: actor.kind === "api_key" ? actor.apiKeyId : null,
      storageKey: key,
      publicUrl,
      filename: request.filename ?? null,
      contentType,
      sizeBytes: request.sizeBytes === undefined ? null : BigInt(request.sizeBytes),
      inLibrary: !draft,
    },
    select: { id: true },
  });
  return { uploadUrl: signed.uploadUrl, publicUrl, mediaId: media.id, storageKey: key, expiresAt: signed.expiresAt };
}

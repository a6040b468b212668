// The body of a local-driver upload (PUT /media/upload/<token>): checks the signed grant, stores the bytes
// under the signed key, and marks the media object uploaded (a generic upload with the type its first bytes
// show, refused when they show none of the accepted types). Anything refused leaves nothing on disk.
import fs from "node:fs";
import { db } from "../../db";
import { AppError, BadRequestError, ConflictError, NotFoundError, PayloadTooLargeError } from "../../errors";
import { publishPartial, writePartial } from "../../storage/local-file-writer";
import { GENERIC_CONTENT_TYPE, MEDIA_TYPES, maxBytesFor } from "../../storage/media-rules";
import { sniffFileType } from "../../storage/sniff-file";
import { localFileForKey } from "../../storage/local-paths";
import { verifyUploadToken } from "../../storage/upload-token";
import { storage } from "../../storage";
import { claimContentHash } from "./content-hash";
import { makeImageThumbnail } from "./make-image-thumbnail";

export interface LocalUpload {
  token: string;
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
}

export async function receiveLocalUpload(upload: LocalUpload): Promise<{ key: string; bytes: number }> {
  const check = verifyUploadToken(upload.token);
  if (!check.ok) {
    throw new AppError(403, check.reason === "expired" ? "This upload URL has expired; request a new one" : "This upload URL is invalid");
  }
  const { grant } = check;
  const sentType = (upload.contentType ?? "").split(";")[0].trim().toLowerCase();
  const generic = grant.contentType === GENERIC_CONTENT_TYPE;
  // A generic upload takes whatever type the client says: the bytes decide it below.
  if (!generic && sentType !== grant.contentType) {
    throw new BadRequestError(`Content-Type: must be ${grant.contentType}, as the upload URL was signed for (got ${JSON.stringify(upload.contentType ?? "")})`);
  }
  const declared = upload.contentLength === null ? undefined : Number(upload.contentLength);
  if (declared !== undefined && declared > grant.sizeBytes) {
    throw new PayloadTooLargeError(`The body is larger than the ${grant.sizeBytes} bytes this upload URL was signed for`);
  }
  const target = localFileForKey(grant.key);
  if (!target) throw new BadRequestError("This upload URL is invalid");
  const media = await db.mediaObject.findUnique({ where: { storageKey: grant.key }, select: { status: true } });
  if (!media) throw new NotFoundError("Media object");
  if (media.status === "uploaded") throw new ConflictError("This upload URL has already been used");
  if (!upload.body) throw new BadRequestError("The body is empty; PUT the file's bytes");

  const written = await writePartial(upload.body, grant.sizeBytes);
  if ("tooLarge" in written) throw new PayloadTooLargeError(`The body is larger than the ${grant.sizeBytes} bytes this upload URL was signed for`);
  if (written.bytes === 0 || (grant.exactSize && written.bytes !== grant.sizeBytes)) {
    await fs.promises.rm(written.file, { force: true });
    throw new BadRequestError(
      written.bytes === 0
        ? "The body is empty; PUT the file's bytes"
        : `The body is ${written.bytes} bytes; this upload URL was signed for exactly ${grant.sizeBytes}`,
    );
  }
  let contentType: string = grant.contentType;
  if (generic) {
    const sniffed = await sniffFileType(written.file);
    const problem = !sniffed
      ? new BadRequestError(`The file is not one of the accepted media types (${Object.keys(MEDIA_TYPES).join(", ")})`)
      : written.bytes > maxBytesFor(sniffed)
        ? new PayloadTooLargeError(`The file is ${sniffed}, whose limit is ${maxBytesFor(sniffed)} bytes; it has ${written.bytes}`)
        : undefined;
    if (problem) {
      await fs.promises.rm(written.file, { force: true });
      throw problem;
    }
    contentType = sniffed!;
  }
  if (!(await publishPartial(written.file, target))) throw new ConflictError("This upload URL has already been used");
  const uploaded = await db.mediaObject.update({
    where: { storageKey: grant.key },
    data: { status: "uploaded", uploadedAt: new Date(), sizeBytes: BigInt(written.bytes), contentType },
    select: { id: true, workspaceId: true, storageKey: true },
  });
  await Promise.all([makeImageThumbnail(grant.key), claimContentHash(uploaded, written.bytes, storage())]);
  return { key: grant.key, bytes: written.bytes };
}

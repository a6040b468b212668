// S3-compatible storage (AWS, R2, MinIO …): a presigned PUT whose signature covers the content type and
// the exact content length, so the client cannot send another type or a bigger body with the same URL.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { joinKey } from "./cdn-url";
import { bucketBaseUrl } from "./s3-bucket-url";
import type { SignedUpload, StorageDriver, StoredObject, UploadUrlRequest } from "./types";

/** A store call that hangs must not hold up the request or sweep that asked. */
const STORE_CALL_TIMEOUT_MS = 10_000;

export interface S3DriverConfig {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Public base for objects; defaults to the bucket's own address. */
  cdnUrl?: string;
}

export function createS3Driver(config: S3DriverConfig): StorageDriver {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Since SDK 3.729 the default (WHEN_SUPPORTED) adds a CRC32 to every PutObject. A presigned PUT has no body
    // when it is signed, so the URL carried the CRC32 of an empty body (x-amz-checksum-crc32=AAAAAA==) and S3,
    // R2 and MinIO refuse every real file sent to it with BadDigest (aws/aws-sdk-js-v3#6994). Checksums only
    // where an operation requires them; the signature already binds type and length (test/fakes/strict-s3.ts).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const publicBase = (config.cdnUrl ?? bucketBaseUrl(config)).replace(/\/+$/, "");

  return {
    name: "s3",
    async createUploadUrl(request: UploadUrlRequest): Promise<SignedUpload> {
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: request.key,
        ContentType: request.contentType,
        // Only an exact, declared size can be bound into a PUT signature; without one the bucket's own
        // single-PUT limit applies (see the report on S3 and undeclared sizes).
        ContentLength: request.exactSize ? request.sizeBytes : undefined,
      });
      const signableHeaders = new Set(["content-type", ...(request.exactSize ? ["content-length"] : [])]);
      const uploadUrl = await getSignedUrl(client, command, { expiresIn: request.expiresInSeconds, signableHeaders });
      return { uploadUrl, expiresAt: new Date(Date.now() + request.expiresInSeconds * 1000) };
    },
    publicUrl(key: string): string {
      return joinKey(publicBase, key);
    },
    async stat(key: string): Promise<StoredObject | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal: AbortSignal.timeout(STORE_CALL_TIMEOUT_MS) });
        return { sizeBytes: head.ContentLength ?? 0, contentType: head.ContentType?.split(";")[0].trim().toLowerCase() || null };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key: string): Promise<void> {
      // S3 answers 204 for a key that does not exist, too.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal: AbortSignal.timeout(STORE_CALL_TIMEOUT_MS) });
    },
    async readStart(key: string, length: number): Promise<Uint8Array | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key, Range: `bytes=0-${length - 1}` }), {
          abortSignal: AbortSignal.timeout(STORE_CALL_TIMEOUT_MS),
        });
        const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        // A store that ignores Range sends it all: keep what was asked for.
        return bytes.subarray(0, length);
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async setContentType(key: string, contentType: string): Promise<void> {
      // S3 cannot edit an object's metadata: copying it onto itself with new metadata is the documented way.
      await client.send(
        new CopyObjectCommand({
          Bucket: config.bucket,
          Key: key,
          CopySource: `${config.bucket}/${encodeURI(key)}`,
          ContentType: contentType,
          MetadataDirective: "REPLACE",
        }),
        { abortSignal: AbortSignal.timeout(STORE_CALL_TIMEOUT_MS) },
      );
    },
    async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType }), {
        abortSignal: AbortSignal.timeout(STORE_CALL_TIMEOUT_MS),
      });
    },
  };
}

// Media library thumbnails on S3, end to end against s3rver behind the strict front (test/fakes/strict-s3.ts:
// signatures, payload hashes, lengths and checksums checked as S3 checks them): a browser-style upload
// through the presigned URL, the post that confirms it, the image thumbnail read back with a ranged GET and
// stored with the driver's put, the video frame stored the same way, both served from the bucket as decoded
// pictures, and both objects gone when the file is deleted.
import "@/test/use-database";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { resetStorage, storage } from "@/lib/storage";
import { makeWorkspace } from "@/test/factories";
import { startStrictS3, STRICT_S3_ACCESS_KEY_ID, STRICT_S3_SECRET, type StrictS3 } from "@/test/fakes/strict-s3";
import { makeAccount } from "@/test/publishing/rows";
import { createPost } from "../posts/create-post";
import { createUploadUrl } from "./create-upload-url";
import { deleteMedia } from "./delete-media";
import { listMedia } from "./list-media";
import { saveVideoThumbnail } from "./save-video-thumbnail";
import { thumbnailKeyFor } from "./thumbnail-key";

const saved = { ...process.env };
let s3: StrictS3;

beforeAll(async () => {
  s3 = await startStrictS3();
  Object.assign(process.env, {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: STRICT_S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: STRICT_S3_SECRET,
    S3_FORCE_PATH_STYLE: "true",
  });
  resetEnv();
  resetStorage();
});

afterAll(async () => {
  process.env = saved;
  resetEnv();
  resetStorage();
  await s3?.close();
});

/** What a browser does with an upload URL: one PUT of the file with its type. */
async function putThroughUrl(uploadUrl: string, bytes: Buffer, contentType: string) {
  const res = await fetch(uploadUrl, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": contentType } });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The stored object as a browser gets it from its public URL, decoded. */
async function servedPicture(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/webp");
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe("media library thumbnails on S3", () => {
  it("an image confirmed by a post gets a 320 px WebP thumbnail in the bucket; a video keeps its browser frame; delete removes both", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    const actor = { kind: "user" as const, userId: owner.id };
    const account = await makeAccount(workspaceId, "bluesky");
    const photoBytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3355aa" } })
      .png()
      .toBuffer();
    const photo = await createUploadUrl({ workspaceId, actor, input: { filename: "launch.png", contentType: "image/png", sizeBytes: photoBytes.length } });
    await putThroughUrl(photo.uploadUrl, photoBytes, "image/png");
    const clipBytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 7)]);
    const clip = await createUploadUrl({ workspaceId, actor, input: { filename: "clip.webm", contentType: "video/webm", sizeBytes: clipBytes.length } });
    await putThroughUrl(clip.uploadUrl, clipBytes, "video/webm");

    // Saving a post that uses them is when the app asks the bucket (HEAD) and makes the image's thumbnail.
    await createPost({
      workspaceId,
      actor,
      input: { caption: "launch", mediaUrls: [photo.publicUrl], mediaType: "image", accountMappings: [{ platform: "bluesky", accountId: account.id }] },
    });
    await createPost({
      workspaceId,
      actor,
      input: { caption: "clip", mediaUrls: [clip.publicUrl], mediaType: "video", accountMappings: [{ platform: "bluesky", accountId: account.id }] },
    });
    const photoKey = thumbnailKeyFor(workspaceId, photo.mediaId);
    expect(await db.mediaObject.findUniqueOrThrow({ where: { id: photo.mediaId } })).toMatchObject({
      status: "uploaded",
      thumbnailKey: photoKey,
      width: 1200,
      height: 800,
    });
    expect(await storage().stat(photoKey)).toEqual({ sizeBytes: expect.any(Number), contentType: "image/webp" });

    // The composer's browser sends the video's frame (it has the decoder; the server does not).
    const frame = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#cc2200" } })
      .jpeg()
      .toBuffer();
    const { thumbnailUrl } = await saveVideoThumbnail({
      workspaceId,
      actor,
      input: { facts: { url: clip.publicUrl, width: 1280, height: 720, durationMs: 3100 }, frame },
    });
    const clipKey = thumbnailKeyFor(workspaceId, clip.mediaId);
    expect(thumbnailUrl).toBe(storage().publicUrl(clipKey));

    // The library points at the bucket, and the bucket serves real pictures.
    const { media } = await listMedia({ workspaceId, actor, query: { limit: 50 } });
    const byId = Object.fromEntries(media.map((m) => [m.id, m]));
    expect(byId[photo.mediaId]).toMatchObject({ kind: "image", width: 1200, height: 800, thumbnailUrl: storage().publicUrl(photoKey) });
    expect(byId[clip.mediaId]).toMatchObject({ kind: "video", width: 1280, height: 720, durationMs: 3100, thumbnailUrl });
    expect(await servedPicture(byId[photo.mediaId].thumbnailUrl!)).toMatchObject({ format: "webp", width: 320, height: 213 });
    expect(await servedPicture(thumbnailUrl)).toMatchObject({ format: "webp", width: 320, height: 180 });
    // Every request the app made to the bucket passed S3's checks.
    expect(s3.requests.filter((r) => r.refused !== null)).toEqual([]);

    // Deleting the files (no scheduled post uses them) removes the objects and their thumbnails.
    for (const id of [photo.mediaId, clip.mediaId]) await deleteMedia({ workspaceId, actor, input: { id } });
    for (const key of [photo.storageKey, photoKey, clip.storageKey, clipKey]) expect(await storage().stat(key), key).toBeNull();
  });
});

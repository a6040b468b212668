// Media objects on S3 (s3rver) become "uploaded" only when the app asks the bucket: when a post or an idea
// using them is created or edited, when a post is published, and in the hourly stale-media sweep, which also deletes what was never
// uploaded or was stored outside its signed grant. The sweep runs through its Inngest cron function and
// through the in-process timer.
import "@/test/use-database";
import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanStaleMediaFunction } from "@/inngest/functions/clean-stale-media";
import { db } from "@/lib/db";
import { resetEnv } from "@/lib/env";
import { startMediaCleanupSweep } from "@/lib/server/media-cleanup-sweep";
import { resetStorage, storage } from "@/lib/storage";
import { makeWorkspace } from "@/test/factories";
import { startLocalS3, type LocalS3 } from "@/test/fakes/local-s3";
import { makeAccount } from "@/test/publishing/rows";
import { createIdea } from "../ideas/create-idea";
import { updateIdea } from "../ideas/update-idea";
import { createPost } from "../posts/create-post";
import { publishPost } from "../posts/publish-post";
import { updatePost } from "../posts/update-post";
import { cleanStaleMedia } from "./clean-stale-media";
import { createUploadUrl } from "./create-upload-url";
import { logger } from "@/lib/observability/logger";

const saved = { ...process.env };
let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3();
  Object.assign(process.env, {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
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

async function setup() {
  const { owner, workspaceId } = await makeWorkspace();
  const actor = { kind: "user" as const, userId: owner.id };
  const account = await makeAccount(workspaceId, "bluesky");
  const upload = (input: Record<string, unknown>) => createUploadUrl({ workspaceId, actor, input });
  const draft = (mediaUrls: string[]) =>
    createPost({
      workspaceId,
      actor,
      input: { caption: "with media", mediaUrls, mediaType: "image", accountMappings: [{ platform: "bluesky", accountId: account.id }] },
    });
  return { workspaceId, actor, upload, draft };
}

async function putBytes(uploadUrl: string, bytes: Buffer, contentType: string) {
  const res = await fetch(uploadUrl, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": contentType } });
  expect(res.status).toBe(200);
}

const media = (id: string) => db.mediaObject.findUnique({ where: { id } });

/** Far in the past, so the sweep's oldest-first batch reaches these rows whatever else the shared database holds. */
async function makeStale(...ids: string[]) {
  await db.mediaObject.updateMany({ where: { id: { in: ids } }, data: { createdAt: new Date("2001-01-01T00:00:00Z") } });
}

describe("S3 generic uploads (no type given)", () => {
  it("learn their type from the first bytes when a post uses them, and the bucket then serves that type; non-media is deleted", async () => {
    const { upload, draft } = await setup();
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const image = await upload({});
    const text = await upload({});
    await putBytes(image.uploadUrl, gif, "application/octet-stream");
    await putBytes(text.uploadUrl, Buffer.from("plain words"), "application/octet-stream");

    await draft([image.publicUrl, text.publicUrl]);
    expect(await media(image.mediaId)).toMatchObject({ status: "uploaded", contentType: "image/gif", sizeBytes: BigInt(gif.length) });
    expect(await storage().stat(image.storageKey)).toEqual({ sizeBytes: gif.length, contentType: "image/gif" });
    const served = await fetch(image.publicUrl);
    expect(served.headers.get("content-type")).toBe("image/gif");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(gif);

    expect(await media(text.mediaId)).toBeNull();
    expect(await storage().stat(text.storageKey)).toBeNull();
  });
});

describe("S3 media objects are marked uploaded when a post uses them", () => {
  it("on create: the uploaded file gets its stored size and type; one never PUT stays pending", async () => {
    const { upload, draft } = await setup();
    const bytes = Buffer.from("not really a png, but s3rver keeps it");
    const sent = await upload({ filename: "cover.png", contentType: "image/png" }); // size not declared
    const never = await upload({ filename: "later.png", contentType: "image/png", sizeBytes: 10 });
    await putBytes(sent.uploadUrl, bytes, "image/png");
    expect(await media(sent.mediaId)).toMatchObject({ status: "pending", sizeBytes: null, uploadedAt: null });

    await draft([sent.publicUrl, never.publicUrl, "https://elsewhere.example/x.png"]);
    const confirmed = await media(sent.mediaId);
    expect(confirmed).toMatchObject({ status: "uploaded", sizeBytes: BigInt(bytes.length), contentType: "image/png" });
    expect(confirmed!.uploadedAt).toBeInstanceOf(Date);
    expect(await media(never.mediaId)).toMatchObject({ status: "pending" });
  });

  it("on edit and on publish: files PUT after the draft was saved are confirmed then", async () => {
    const { workspaceId, actor, upload, draft } = await setup();
    const first = await upload({ filename: "a.png", contentType: "image/png", sizeBytes: 4 });
    const second = await upload({ filename: "b.png", contentType: "image/png", sizeBytes: 5 });
    const { postIds } = await draft([first.publicUrl]);
    await putBytes(first.uploadUrl, Buffer.from("abcd"), "image/png");
    await putBytes(second.uploadUrl, Buffer.from("abcde"), "image/png");
    expect(await media(first.mediaId)).toMatchObject({ status: "pending" });

    await updatePost({ workspaceId, actor, input: { id: postIds[0], changes: { mediaUrls: [second.publicUrl] } } });
    expect(await media(second.mediaId)).toMatchObject({ status: "uploaded", sizeBytes: 5n });
    expect(await media(first.mediaId)).toMatchObject({ status: "pending" }); // no longer used by the post

    // Stored without the service (as a post saved before this check existed), then published.
    await db.post.update({ where: { id: postIds[0] }, data: { mediaUrls: [second.publicUrl, first.publicUrl] } });
    await publishPost({ workspaceId, actor, input: { id: postIds[0] } });
    expect(await media(first.mediaId)).toMatchObject({ status: "uploaded", sizeBytes: 4n });
  });

  it("on an idea's create and edit, as on a post's", async () => {
    const { workspaceId, actor, upload } = await setup();
    const first = await upload({ filename: "idea-a.png", contentType: "image/png", sizeBytes: 3 });
    const second = await upload({ filename: "idea-b.png", contentType: "image/png", sizeBytes: 4 });
    await putBytes(first.uploadUrl, Buffer.from("abc"), "image/png");
    const idea = await createIdea({ workspaceId, actor, input: { title: "with media", mediaUrls: [first.publicUrl], mediaType: "image" } });
    expect(await media(first.mediaId)).toMatchObject({ status: "uploaded", sizeBytes: 3n });

    await putBytes(second.uploadUrl, Buffer.from("abcd"), "image/png");
    expect(await media(second.mediaId)).toMatchObject({ status: "pending" });
    await updateIdea({ workspaceId, actor, input: { id: idea.id, changes: { mediaUrls: [first.publicUrl, second.publicUrl] } } });
    expect(await media(second.mediaId)).toMatchObject({ status: "uploaded", sizeBytes: 4n });
  });

  it("a file stored outside its grant (another size than signed) is deleted with its row", async () => {
    const { upload, draft } = await setup();
    const lying = await upload({ filename: "c.png", contentType: "image/png", sizeBytes: 3 });
    // s3rver does not check signatures, so it stores a body longer than the signed length; S3 would refuse it.
    await putBytes(lying.uploadUrl, Buffer.from("much longer than three"), "image/png");
    await draft([lying.publicUrl]);
    expect(await media(lying.mediaId)).toBeNull();
    expect(await storage().stat(lying.storageKey)).toBeNull();
  });

  it("a bucket that cannot be reached does not fail the post; the media stays pending for the sweep", async () => {
    const { upload, draft } = await setup();
    const item = await upload({ filename: "d.png", contentType: "image/png", sizeBytes: 3 });
    await putBytes(item.uploadUrl, Buffer.from("abc"), "image/png");
    const stat = vi.spyOn(storage(), "stat").mockRejectedValueOnce(new Error("connect ECONNREFUSED"));
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
    try {
      const result = await draft([item.publicUrl]);
      expect(result.status).toBe("draft");
      expect(await media(item.mediaId)).toMatchObject({ status: "pending" });
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ storageKey: expect.any(String) }), expect.stringContaining("the hourly sweep will"));
    } finally {
      stat.mockRestore();
      warn.mockRestore();
    }
  });
});

describe("the stale pending media sweep", () => {
  it("confirms what was uploaded, deletes what never was or broke its grant, and leaves fresh uploads alone (Inngest cron)", async () => {
    const { upload } = await setup();
    const abandoned = await upload({ filename: "gone.png", contentType: "image/png", sizeBytes: 3 });
    const unconfirmed = await upload({ filename: "kept.png", contentType: "image/png", sizeBytes: 3 });
    const oversize = await upload({ filename: "big.png", contentType: "image/png", sizeBytes: 3 });
    const fresh = await upload({ filename: "fresh.png", contentType: "image/png", sizeBytes: 3 });
    await putBytes(unconfirmed.uploadUrl, Buffer.from("abc"), "image/png");
    await putBytes(oversize.uploadUrl, Buffer.from("abcdefgh"), "image/png");
    await makeStale(abandoned.mediaId, unconfirmed.mediaId, oversize.mediaId);

    const { result, error } = await new InngestTestEngine({
      function: cleanStaleMediaFunction,
      events: [{ name: "inngest/scheduled.timer", data: { cron: "30 * * * *" } } as never],
    }).execute();
    expect(error).toBeUndefined();
    expect(result).toMatchObject({ checked: expect.any(Number), confirmed: expect.any(Number), removed: expect.any(Number), failed: 0 });
    const report = result as { checked: number; confirmed: number; removed: number };
    expect(report.confirmed).toBeGreaterThanOrEqual(1);
    expect(report.removed).toBeGreaterThanOrEqual(2);

    expect(await media(abandoned.mediaId)).toBeNull();
    expect(await media(unconfirmed.mediaId)).toMatchObject({ status: "uploaded", sizeBytes: 3n, contentType: "image/png" });
    expect(await storage().stat(unconfirmed.storageKey)).not.toBeNull();
    expect(await media(oversize.mediaId)).toBeNull();
    expect(await storage().stat(oversize.storageKey)).toBeNull();
    expect(await media(fresh.mediaId)).toMatchObject({ status: "pending" });
  });

  it("runs on the in-process timer without Inngest", async () => {
    const { upload } = await setup();
    const abandoned = await upload({ filename: "timer.png", contentType: "image/png", sizeBytes: 3 });
    await makeStale(abandoned.mediaId);
    const sweep = startMediaCleanupSweep({ firstDelayMs: 10, log: () => {} });
    try {
      await vi.waitFor(async () => expect(await media(abandoned.mediaId)).toBeNull(), { timeout: 10_000, interval: 50 });
    } finally {
      sweep.stop();
    }
  });

  it("on the local driver, a pending row whose file never arrived is deleted", async () => {
    process.env.STORAGE_DRIVER = "local";
    resetEnv();
    resetStorage();
    try {
      const { workspaceId, upload } = await setup();
      const abandoned = await upload({ filename: "local.png", contentType: "image/png", sizeBytes: 3 });
      await makeStale(abandoned.mediaId);
      expect(await cleanStaleMedia({ workspaceIds: [workspaceId] })).toEqual({ checked: 1, confirmed: 0, removed: 1, failed: 0, abandoned: 0 });
      expect(await media(abandoned.mediaId)).toBeNull();
    } finally {
      process.env.STORAGE_DRIVER = "s3";
      resetEnv();
      resetStorage();
    }
  });
});

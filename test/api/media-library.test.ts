import "@/test/use-database";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as putUpload } from "@/app/media/upload/[token]/route";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { cleanStaleMedia } from "@/lib/services/media/clean-stale-media";
import { createUploadUrl } from "@/lib/services/media/create-upload-url";
import { saveVideoThumbnail } from "@/lib/services/media/save-video-thumbnail";
import { updateMediaTags } from "@/lib/services/media/update-media-tags";
import { storage } from "@/lib/storage";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

type W = Awaited<ReturnType<typeof makeApiWorkspace>>;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3355aa" } })
    .png()
    .toBuffer();

/** Uploads a file the way the composer does: an upload URL, then the PUT to the local driver. */
async function upload(w: W, filename: string, bytes: Uint8Array, contentType: string) {
  const actor = { kind: "user" as const, userId: w.owner.id };
  const created = await createUploadUrl({ workspaceId: w.workspaceId, actor, input: { filename, contentType, sizeBytes: bytes.byteLength } });
  const token = /\/media\/upload\/([^/?]+)$/.exec(created.uploadUrl)![1];
  const init: RequestInit & { duplex?: "half" } = { method: "PUT", body: Buffer.from(bytes), headers: { "content-type": contentType }, duplex: "half" };
  const res = await putUpload(new Request(created.uploadUrl, init), { params: Promise.resolve({ token }) });
  expect(res.status).toBe(200);
  return created;
}

let w: W;
let other: W;
let photo: Awaited<ReturnType<typeof upload>>;
let otherPhoto: Awaited<ReturnType<typeof upload>>;
let mediaReader: string;

beforeAll(async () => {
  w = await makeApiWorkspace();
  other = await makeApiWorkspace();
  photo = await upload(w, "Spring launch.png", await png(1200, 800), "image/png");
  otherPhoto = await upload(other, "other.png", await png(10, 10), "image/png");
  mediaReader = (
    await createApiKey({ workspaceId: w.workspaceId, actor: systemActor, creatorUserId: w.owner.id, input: { mode: "live", scopes: ["media:read"] } })
  ).key;
});

describe("media library API", () => {
  it("lists an upload with its thumbnail, pixel size, uploader and the storage total", async () => {
    const res = await callApi("GET", "/media", { key: w.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.body.media).toHaveLength(1);
    const [item] = res.body.media;
    expect(item).toMatchObject({
      id: photo.mediaId,
      name: "Spring launch.png",
      kind: "image",
      width: 1200,
      height: 800,
      url: photo.publicUrl,
      usedBy: { posts: 0, scheduledPosts: 0 },
      uploadedBy: { userId: w.owner.id, apiKeyId: null },
    });
    expect(item.uploadedBy.name).toBeTruthy();
    const thumbnail = await storage().readStart(new URL(item.thumbnailUrl).pathname.replace(/^\/media\//, ""), 1_000_000);
    const meta = await sharp(thumbnail!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 213]);
    expect(res.body.storage).toEqual({ files: 1, bytes: item.sizeBytes });
  });

  it("pages by cursor, finds by name and tag, filters by kind", async () => {
    const ws = await makeApiWorkspace();
    const ids: string[] = [];
    for (const name of ["a.png", "b.png", "c.png"]) ids.push((await upload(ws, name, await png(4, 4), "image/png")).mediaId);
    const first = await callApi("GET", "/media?limit=2", { key: ws.keys.live });
    expect(first.body.media.map((m: { name: string }) => m.name)).toEqual(["c.png", "b.png"]);
    const second = await callApi("GET", `/media?limit=2&cursor=${first.body.nextCursor}`, { key: ws.keys.live });
    expect(second.body.media.map((m: { name: string }) => m.name)).toEqual(["a.png"]);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.storage.files).toBe(3);
    expect((await callApi("GET", "/media?cursor=nonsense", { key: ws.keys.live })).status).toBe(400);
    expect((await callApi("GET", "/media?kind=audio", { key: ws.keys.live })).body).toEqual({
      error: "kind: must be image or video",
      code: "validation_failed",
    });

    await updateMediaTags({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: ws.owner.id }, input: { id: ids[0], tags: ["Product", "spring"] } });
    const byTag = await callApi("GET", "/media?q=product", { key: ws.keys.live });
    expect(byTag.body.media.map((m: { name: string; tags: string[] }) => [m.name, m.tags])).toEqual([["a.png", ["product", "spring"]]]);
    expect((await callApi("GET", "/media?q=B.PNG", { key: ws.keys.live })).body.media.map((m: { name: string }) => m.name)).toEqual(["b.png"]);
    expect((await callApi("GET", "/media?kind=video", { key: ws.keys.live })).body.media).toEqual([]);
  });

  it("refuses to delete a file a scheduled post uses (409), allows it once the post is a draft, and removes file and thumbnail", async () => {
    const ws = await makeApiWorkspace();
    const file = await upload(ws, "hero.png", await png(50, 50), "image/png");
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const created = await callApi("POST", "/posts", {
      key: ws.keys.live,
      body: { caption: "Hello", mediaUrls: [file.publicUrl], status: "scheduled", scheduledAt: at, accountMappings: [{ platform: "bluesky" }] },
    });
    expect(created.status).toBe(201);
    const postId = created.body.postIds[0];

    const read = await callApi("GET", `/media/${file.mediaId}`, { key: ws.keys.live });
    expect(read.body.media.usedBy).toEqual({ posts: 1, scheduledPosts: 1 });
    expect(read.body.posts).toEqual([{ id: postId, title: null, status: "scheduled", scheduledAt: expect.any(String) }]);

    const refused = await callApi("DELETE", `/media/${file.mediaId}`, { key: ws.keys.live });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "hero.png is used by a scheduled post; remove it from those posts or wait until they are published, then delete it" },
    });
    const row = await db.mediaObject.findUniqueOrThrow({ where: { id: file.mediaId } });
    expect(await storage().stat(row.storageKey)).not.toBeNull();

    expect((await callApi("PATCH", `/posts/${postId}`, { key: ws.keys.live, body: { status: "draft" } })).status).toBe(200);
    expect((await callApi("GET", `/media/${file.mediaId}`, { key: ws.keys.live })).body.media.usedBy).toEqual({ posts: 1, scheduledPosts: 0 });
    expect(await callApi("DELETE", `/media/${file.mediaId}`, { key: ws.keys.live })).toMatchObject({ status: 200, body: { id: file.mediaId, deleted: true } });
    expect(await storage().stat(row.storageKey)).toBeNull();
    expect(await storage().stat(row.thumbnailKey!)).toBeNull();
    expect((await callApi("GET", `/media/${file.mediaId}`, { key: ws.keys.live })).status).toBe(404);
  });

  it("counts a file used only by a thread part, and forgets a deleted post", async () => {
    const ws = await makeApiWorkspace();
    const file = await upload(ws, "part.png", await png(8, 8), "image/png");
    const post = await db.post.create({
      data: {
        workspaceId: ws.workspaceId,
        platforms: ["bluesky"],
        status: "queued",
        platformOptions: { bluesky: { chainItems: [{ text: "2/2", mediaUrls: [file.publicUrl] }] } },
      },
    });
    expect((await callApi("GET", "/media", { key: ws.keys.live })).body.media[0].usedBy).toEqual({ posts: 1, scheduledPosts: 1 });
    await db.post.update({ where: { id: post.id }, data: { deletedAt: new Date() } });
    expect((await callApi("GET", "/media", { key: ws.keys.live })).body.media[0].usedBy).toEqual({ posts: 0, scheduledPosts: 0 });
  });

  it("keeps a video's browser-made frame as its thumbnail, with its size and duration", async () => {
    const ws = await makeApiWorkspace();
    const video = await upload(ws, "clip.mp4", new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]), "video/mp4");
    const actor = { kind: "user" as const, userId: ws.owner.id };
    const frame = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    await saveVideoThumbnail({
      workspaceId: ws.workspaceId,
      actor,
      input: { facts: { url: video.publicUrl, width: 1920, height: 1080, durationMs: 4200 }, frame },
    });
    const [item] = (await callApi("GET", "/media?kind=video", { key: ws.keys.live })).body.media;
    expect(item).toMatchObject({ kind: "video", width: 1920, height: 1080, durationMs: 4200, thumbnailUrl: expect.stringMatching(/thumbnails\/.*\.webp$/) });
    // Not a picture, or another workspace's video: refused.
    await expect(
      saveVideoThumbnail({
        workspaceId: ws.workspaceId,
        actor,
        input: { facts: { url: video.publicUrl, width: 1, height: 1, durationMs: 1 }, frame: new Uint8Array([1, 2, 3]) },
      }),
    ).rejects.toThrow("frame: must be a JPEG, PNG or WebP picture");
    await expect(
      saveVideoThumbnail({
        workspaceId: w.workspaceId,
        actor: { kind: "user", userId: w.owner.id },
        input: { facts: { url: video.publicUrl, width: 1, height: 1, durationMs: 1 }, frame },
      }),
    ).rejects.toThrow("Media not found");
  });

  it("a video whose length the browser could not tell keeps no duration (shown as none, never 0:00)", async () => {
    const ws = await makeApiWorkspace();
    const video = await upload(ws, "capture.webm", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]), "video/webm");
    const frame = await png(160, 90);
    await saveVideoThumbnail({
      workspaceId: ws.workspaceId,
      actor: { kind: "user", userId: ws.owner.id },
      input: { facts: { url: video.publicUrl, width: 160, height: 90, durationMs: null }, frame },
    });
    const [item] = (await callApi("GET", "/media?kind=video", { key: ws.keys.live })).body.media;
    expect(item).toMatchObject({ width: 160, height: 90, durationMs: null, thumbnailUrl: expect.stringMatching(/\.webp$/) });
  });

  it("the stale sweep still removes uploads that never arrived, and nothing in the library", async () => {
    const ws = await makeApiWorkspace();
    const kept = await upload(ws, "kept.png", await png(4, 4), "image/png");
    const never = await createUploadUrl({ workspaceId: ws.workspaceId, actor: { kind: "user", userId: ws.owner.id }, input: { filename: "never.png" } });
    const later = new Date(Date.now() + 25 * 3_600_000);
    const report = await cleanStaleMedia({ now: later, workspaceIds: [ws.workspaceId] });
    expect(report).toMatchObject({ checked: 1, removed: 1 });
    expect(await db.mediaObject.findUnique({ where: { id: never.mediaId } })).toBeNull();
    expect(await db.mediaObject.findUnique({ where: { id: kept.mediaId } })).not.toBeNull();
  });
});

describe("media library authorization", () => {
  const endpoints = [
    { method: "GET", path: () => "/media", write: false },
    { method: "GET", path: (id: string) => `/media/${id}`, write: false },
    { method: "DELETE", path: (id: string) => `/media/${id}`, write: true },
  ];
  it.each(endpoints)(
    "$method $path: 401 without a key, 403 without the scope or as a viewer writing, 404 across workspaces",
    async ({ method, path, write }) => {
      expect((await callApi(method, path(photo.mediaId), { key: null })).status).toBe(401);
      expect(await callApi(method, path(photo.mediaId), { key: w.keys.readOnly })).toMatchObject({
        status: 403,
        body: { error: `This API key lacks the media:${write ? "write" : "read"} scope` },
      });
      if (write) {
        expect((await callApi(method, path(photo.mediaId), { key: mediaReader })).status).toBe(403);
        expect((await callApi(method, path(photo.mediaId), { key: w.keys.viewer })).status).toBe(403);
      } else {
        expect((await callApi(method, path(photo.mediaId), { key: mediaReader })).status).toBe(200);
      }
      if (path("x") !== "/media") {
        expect(await callApi(method, path(otherPhoto.mediaId), { key: w.keys.live })).toMatchObject({ status: 404, body: { error: "Media not found" } });
        expect((await callApi(method, path("not-a-uuid"), { key: w.keys.live })).status).toBe(404);
      } else {
        const listed = (await callApi(method, path(""), { key: w.keys.live })).body.media.map((m: { id: string }) => m.id);
        expect(listed).not.toContain(otherPhoto.mediaId);
      }
    },
  );
});

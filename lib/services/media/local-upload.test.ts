import "@/test/use-database";
import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getMedia, HEAD as headMedia } from "@/app/media/[...key]/route";
import { PUT as putUpload } from "@/app/media/upload/[token]/route";
import { db } from "@/lib/db";
import { localFileForKey } from "@/lib/storage/local-paths";
import { MAX_IMAGE_BYTES } from "@/lib/storage/media-rules";
import { makeWorkspace } from "@/test/factories";
import { createUploadUrl } from "./create-upload-url";

afterEach(() => {
  vi.useRealTimers();
});

async function ownerUpload(input: Record<string, unknown>) {
  const { owner, workspaceId } = await makeWorkspace();
  const created = await createUploadUrl({ workspaceId, actor: { kind: "user", userId: owner.id }, input });
  return { ...created, workspaceId };
}

function tokenOf(uploadUrl: string): string {
  const match = /\/media\/upload\/([^/?]+)$/.exec(uploadUrl);
  if (!match) throw new Error(`not a local upload URL: ${uploadUrl}`);
  return match[1];
}

async function put(uploadUrl: string, body: BodyInit | null, headers: Record<string, string>, token = tokenOf(uploadUrl)) {
  const init: RequestInit & { duplex?: "half" } = { method: "PUT", body, headers, duplex: "half" };
  const res = await putUpload(new Request(uploadUrl, init), { params: Promise.resolve({ token }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function keyParams(publicUrl: string) {
  const key = new URL(publicUrl).pathname.replace(/^\/media\//, "").split("/");
  return { params: Promise.resolve({ key }) };
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

describe("local storage: generic upload (no type given)", () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

  it("signs application/octet-stream with the largest limit, learns the type from the bytes, and serves it with that type", async () => {
    const upload = await ownerUpload({});
    expect(upload.publicUrl).toMatch(/\/[0-9a-f-]{36}-file\.bin$/);
    expect(await db.mediaObject.findUniqueOrThrow({ where: { id: upload.mediaId } })).toMatchObject({
      status: "pending",
      contentType: "application/octet-stream",
      sizeBytes: null,
    });
    expect(await put(upload.uploadUrl, png, { "content-type": "application/octet-stream" })).toEqual({ status: 200, body: { size: png.length } });
    expect(await db.mediaObject.findUniqueOrThrow({ where: { id: upload.mediaId } })).toMatchObject({
      status: "uploaded",
      contentType: "image/png",
      sizeBytes: BigInt(png.length),
    });
    const served = await getMedia(new Request(upload.publicUrl), keyParams(upload.publicUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it("refuses bytes of no accepted type, and keeps nothing", async () => {
    const upload = await ownerUpload({ filename: "notes" });
    const res = await put(upload.uploadUrl, Buffer.from("just some text, not media"), { "content-type": "text/plain" });
    expect(res).toEqual({
      status: 400,
      body: {
        error: "The file is not one of the accepted media types (image/jpeg, image/png, image/webp, image/gif, video/mp4, video/quicktime, video/webm)",
        code: "validation_failed",
      },
    });
    expect(fs.existsSync(localFileForKey(upload.storageKey)!)).toBe(false);
    expect(await db.mediaObject.findUniqueOrThrow({ where: { id: upload.mediaId } })).toMatchObject({ status: "pending" });
  });
});

describe("local storage: signed upload URL, upload and serving", () => {
  it("stores a signed PUT once, marks it uploaded, and serves it with its type and byte ranges", async () => {
    const bytes = Buffer.from("0123456789abcdef");
    const upload = await ownerUpload({ filename: "Launch Clip.mp4", contentType: "video/mp4", sizeBytes: bytes.length, prefix: "campaigns/spring" });
    expect(upload.uploadUrl).toMatch(/^http:\/\/localhost:\d+\/media\/upload\/[\w-]+\.[\w-]+$/);
    expect(upload.publicUrl).toMatch(new RegExp(`/media/${upload.workspaceId}/campaigns/spring/[0-9a-f-]{36}-launch-clip\\.mp4$`));
    const pending = await db.mediaObject.findUniqueOrThrow({ where: { id: upload.mediaId } });
    expect(pending).toMatchObject({ status: "pending", workspaceId: upload.workspaceId, contentType: "video/mp4", sizeBytes: BigInt(bytes.length) });

    // Before the upload, nothing is served.
    expect((await getMedia(new Request(upload.publicUrl), keyParams(upload.publicUrl))).status).toBe(404);

    expect(await put(upload.uploadUrl, bytes, { "content-type": "video/mp4" })).toEqual({ status: 200, body: { size: 16 } });
    const stored = await db.mediaObject.findUniqueOrThrow({ where: { id: upload.mediaId } });
    expect(stored.status).toBe("uploaded");
    expect(stored.uploadedAt).toBeInstanceOf(Date);

    const full = await getMedia(new Request(upload.publicUrl), keyParams(upload.publicUrl));
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("video/mp4");
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await full.arrayBuffer()).equals(bytes)).toBe(true);

    const partial = await getMedia(new Request(upload.publicUrl, { headers: { range: "bytes=2-5" } }), keyParams(upload.publicUrl));
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 2-5/16");
    expect(partial.headers.get("content-length")).toBe("4");
    expect(await partial.text()).toBe("2345");

    const suffix = await getMedia(new Request(upload.publicUrl, { headers: { range: "bytes=-3" } }), keyParams(upload.publicUrl));
    expect([suffix.status, await suffix.text()]).toEqual([206, "def"]);
    const open = await getMedia(new Request(upload.publicUrl, { headers: { range: "bytes=14-" } }), keyParams(upload.publicUrl));
    expect([open.status, open.headers.get("content-range"), await open.text()]).toEqual([206, "bytes 14-15/16", "ef"]);
    const outside = await getMedia(new Request(upload.publicUrl, { headers: { range: "bytes=16-20" } }), keyParams(upload.publicUrl));
    expect([outside.status, outside.headers.get("content-range")]).toEqual([416, "bytes */16"]);

    const head = await headMedia(new Request(upload.publicUrl, { method: "HEAD" }), keyParams(upload.publicUrl));
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([200, "16", ""]);

    // The URL is single-use: a second PUT cannot replace the stored bytes.
    expect(await put(upload.uploadUrl, Buffer.from("x".repeat(16)), { "content-type": "video/mp4" })).toMatchObject({ status: 409 });
    expect(fs.readFileSync(localFileForKey(upload.storageKey)!).equals(bytes)).toBe(true);
  });

  it("refuses an expired URL and stores nothing", async () => {
    const upload = await ownerUpload({ contentType: "image/png", sizeBytes: 4 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(upload.expiresAt.getTime() + 1000);
    const res = await put(upload.uploadUrl, Buffer.from("abcd"), { "content-type": "image/png" });
    expect(res).toEqual({ status: 403, body: { error: "This upload URL has expired; request a new one", code: "forbidden" } });
    vi.useRealTimers();
    expect(fs.existsSync(localFileForKey(upload.storageKey)!)).toBe(false);
    expect((await db.mediaObject.findUniqueOrThrow({ where: { id: upload.mediaId } })).status).toBe("pending");
  });

  it("refuses a tampered URL: a changed grant or a changed signature", async () => {
    const upload = await ownerUpload({ contentType: "image/png", sizeBytes: 4 });
    const [payload, signature] = tokenOf(upload.uploadUrl).split(".");
    const fields = JSON.parse(Buffer.from(payload, "base64url").toString()) as unknown[];
    fields[2] = 10_000_000; // try to raise the signed size
    const raised = `${Buffer.from(JSON.stringify(fields)).toString("base64url")}.${signature}`;
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    // The last base64url character has unused low bits: another spelling of the same bytes is refused too.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = `${payload}.${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled.split(".")[1], "base64url").equals(Buffer.from(signature, "base64url"))).toBe(true);
    for (const token of [raised, flipped, respelled, `${payload}`, "garbage"]) {
      const res = await put(upload.uploadUrl, Buffer.from("abcd"), { "content-type": "image/png" }, token);
      expect(res).toEqual({ status: 403, body: { error: "This upload URL is invalid", code: "forbidden" } });
    }
    expect(fs.existsSync(localFileForKey(upload.storageKey)!)).toBe(false);
  });

  it("refuses a body larger than signed, by header or while streaming, and a different content type", async () => {
    const upload = await ownerUpload({ contentType: "image/jpeg", sizeBytes: 8 });
    expect(await put(upload.uploadUrl, Buffer.alloc(9), { "content-type": "image/jpeg" })).toMatchObject({ status: 413 });
    // No Content-Length: the stream is cut off as soon as it passes the signed size.
    const streamed = await put(upload.uploadUrl, streamOf([new Uint8Array(5), new Uint8Array(5)]), { "content-type": "image/jpeg" });
    expect(streamed).toEqual({ status: 413, body: { error: "The body is larger than the 8 bytes this upload URL was signed for", code: "payload_too_large" } });
    expect(await put(upload.uploadUrl, Buffer.alloc(7), { "content-type": "image/jpeg" })).toEqual({
      status: 400,
      body: { error: "The body is 7 bytes; this upload URL was signed for exactly 8", code: "validation_failed" },
    });
    expect(await put(upload.uploadUrl, Buffer.alloc(8), { "content-type": "image/png" })).toMatchObject({ status: 400 });
    expect(fs.existsSync(localFileForKey(upload.storageKey)!)).toBe(false);
    expect((await db.mediaObject.findUniqueOrThrow({ where: { id: upload.mediaId } })).status).toBe("pending");
    // The rejected attempts left the URL usable for the right body.
    expect(await put(upload.uploadUrl, Buffer.alloc(8, 1), { "content-type": "image/jpeg" })).toMatchObject({ status: 200 });
  });

  it("without a declared size, accepts up to the type's limit", async () => {
    const upload = await ownerUpload({ filename: "photo.webp" });
    expect(upload.storageKey).toMatch(/\.webp$/);
    expect(await put(upload.uploadUrl, Buffer.alloc(1234, 7), { "content-type": "image/webp" })).toEqual({ status: 200, body: { size: 1234 } });
    const token = tokenOf(upload.uploadUrl);
    const fields = JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString()) as unknown[];
    expect(fields[2]).toBe(MAX_IMAGE_BYTES);
  });
});

describe("createUploadUrl: input rules", () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      "an unknown content type",
      { contentType: "application/x-msdownload" },
      'contentType: must be one of image/jpeg, image/png, image/webp, image/gif, video/mp4, video/quicktime, video/webm (got "application/x-msdownload")',
    ],
    [
      "no type at all",
      { filename: "notes.txt" },
      "contentType: required unless filename ends in a known extension (.jpg, .png, .webp, .gif, .mp4, .mov, .webm)",
    ],
    [
      "a size over the image limit",
      { contentType: "image/png", sizeBytes: MAX_IMAGE_BYTES + 1 },
      `sizeBytes: must be at most ${MAX_IMAGE_BYTES} (20 MiB) for image/png`,
    ],
    ["a negative size", { contentType: "image/png", sizeBytes: -1 }, "sizeBytes: must be greater than 0"],
    ["a fractional size", { contentType: "image/png", sizeBytes: 1.5 }, "sizeBytes: must be an integer number of bytes"],
    ["a size as a string", { contentType: "image/png", sizeBytes: "12" }, "sizeBytes: must be an integer number of bytes"],
    [
      "a traversing prefix",
      { contentType: "image/png", prefix: "../other-workspace" },
      "prefix: must be path segments of letters, digits, '-', '_' or '.' separated by '/' (no '..', no leading '/')",
    ],
    [
      "an absolute prefix",
      { contentType: "image/png", prefix: "/etc" },
      "prefix: must be path segments of letters, digits, '-', '_' or '.' separated by '/' (no '..', no leading '/')",
    ],
    [
      "a nested traversal",
      { contentType: "image/png", prefix: "a/../../b" },
      "prefix: must be path segments of letters, digits, '-', '_' or '.' separated by '/' (no '..', no leading '/')",
    ],
    ["a filename with a path", { contentType: "image/png", filename: "../../x.png" }, "filename: must be a file name, without '/', '\\' or control characters"],
    ["an unknown field", { contentType: "image/png", bucket: "x" }, "unknown field: bucket"],
  ];
  it.each(cases)("400 for %s", async (_label, input, message) => {
    const { owner, workspaceId } = await makeWorkspace();
    const before = await db.mediaObject.count({ where: { workspaceId } });
    await expect(createUploadUrl({ workspaceId, actor: { kind: "user", userId: owner.id }, input })).rejects.toMatchObject({ status: 400, message });
    expect(await db.mediaObject.count({ where: { workspaceId } })).toBe(before);
  });

  it("signs a body-less request as a generic upload, takes the type from a filename, and refuses viewers and outsiders", async () => {
    const { owner, workspaceId, members } = await makeWorkspace(["viewer", "member"]);
    const outsider = await makeWorkspace();
    const generic = await createUploadUrl({ workspaceId, actor: { kind: "user", userId: owner.id }, input: undefined });
    expect(generic.storageKey).toMatch(new RegExp(`^${workspaceId}/[0-9a-f-]{36}-file\\.bin$`));
    const ok = await createUploadUrl({ workspaceId, actor: { kind: "user", userId: members.member!.id }, input: { filename: "clip.MOV" } });
    expect(ok.storageKey).toMatch(new RegExp(`^${workspaceId}/[0-9a-f-]{36}-clip\\.mov$`));
    await expect(
      createUploadUrl({ workspaceId, actor: { kind: "user", userId: members.viewer!.id }, input: { contentType: "image/png" } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      createUploadUrl({ workspaceId, actor: { kind: "user", userId: outsider.owner.id }, input: { contentType: "image/png" } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

// The library keeps one entry per file (issue 38), through the real local store and database: the server
// hashes what arrives, the same bytes asked for again come back as the library's file with the alt text last
// saved with it, another workspace never sees them, and composer uploads of drafts never saved are swept.
import "@/test/use-database";
import crypto from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PUT as putUpload } from "@/app/media/upload/[token]/route";
import { db } from "@/lib/db";
import { localFileForKey } from "@/lib/storage/local-paths";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { createPost } from "../posts/create-post";
import { cleanStaleMedia } from "./clean-stale-media";
import { uploadOrReuse } from "./upload-or-reuse";

const png = (seed: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`${seed}-${crypto.randomUUID()}`)]);
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

async function setup() {
  const { owner, workspaceId } = await makeWorkspace();
  return { workspaceId, actor: { kind: "user" as const, userId: owner.id } };
}

async function upload(ctx: { workspaceId: string; actor: { kind: "user"; userId: string } }, bytes: Buffer, extra: { sha256?: string; draft?: boolean } = {}) {
  const { draft, ...hash } = extra;
  const input = { filename: "winter-sale.png", contentType: "image/png", sizeBytes: bytes.length, ...hash };
  const result = await uploadOrReuse({ ...ctx, input, draft });
  if (result.reused) return result;
  const token = /\/media\/upload\/([^/?]+)$/.exec(result.uploadUrl)![1];
  const init: RequestInit & { duplex?: "half" } = { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": "image/png" }, duplex: "half" };
  const res = await putUpload(new Request(result.uploadUrl, init), { params: Promise.resolve({ token }) });
  expect(res.status).toBe(200);
  return result;
}

describe("media library without duplicates", () => {
  it("hashes the stored bytes and answers the same file, with its saved alt text, instead of a new upload", async () => {
    const ctx = await setup();
    const bytes = png("sale");
    const first = await upload(ctx, bytes, { sha256: sha256(bytes) });
    expect(first.reused).toBeFalsy();
    const row = await db.mediaObject.findUniqueOrThrow({ where: { id: first.mediaId } });
    expect(row.contentSha256).toBe(sha256(bytes));

    const again = await uploadOrReuse({
      ...ctx,
      input: { filename: "copy.png", contentType: "image/png", sizeBytes: bytes.length, sha256: sha256(bytes).toUpperCase() },
    });
    expect(again).toEqual({ reused: true, publicUrl: first.publicUrl, mediaId: first.mediaId, altText: null });

    const bluesky = await makeAccount(ctx.workspaceId, "bluesky");
    await createPost({
      ...ctx,
      input: {
        accountMappings: [{ platform: "bluesky", accountId: bluesky.id }],
        caption: "Sale",
        mediaUrls: [first.publicUrl],
        mediaAltTexts: ["A red winter coat, 30% off"],
      },
    });
    const third = await uploadOrReuse({ ...ctx, input: { contentType: "image/png", sha256: sha256(bytes) } });
    expect(third).toMatchObject({ reused: true, publicUrl: first.publicUrl, altText: "A red winter coat, 30% off" });
    expect(await db.mediaObject.count({ where: { workspaceId: ctx.workspaceId } })).toBe(1);
  });

  it("keeps a second copy sent without a hash as its own unhashed entry, and a wrong hash finds nothing", async () => {
    const ctx = await setup();
    const bytes = png("twice");
    const first = await upload(ctx, bytes);
    const second = await upload(ctx, bytes);
    expect(second.reused).toBeFalsy();
    const rows = await db.mediaObject.findMany({ where: { workspaceId: ctx.workspaceId }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.id, r.contentSha256])).toEqual([
      [first.mediaId, sha256(bytes)],
      [second.mediaId, null],
    ]);
    const wrong = await uploadOrReuse({ ...ctx, input: { contentType: "image/png", sha256: "0".repeat(64) } });
    expect(wrong.reused).toBeFalsy();
    await expect(uploadOrReuse({ ...ctx, input: { contentType: "image/png", sha256: "abc" } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("sha256: must be the file's SHA-256 as 64 hexadecimal characters"),
    });
  });

  it("never answers another workspace's file", async () => {
    const a = await setup();
    const b = await setup();
    const bytes = png("private");
    await upload(a, bytes, { sha256: sha256(bytes) });
    const other = await uploadOrReuse({ ...b, input: { contentType: "image/png", sha256: sha256(bytes) } });
    expect(other.reused).toBeFalsy();
  });

  it("sweeps a composer upload of a draft never saved, and keeps one a post was saved with", async () => {
    const ctx = await setup();
    const abandoned = await upload(ctx, png("abandoned"), { draft: true });
    const saved = await upload(ctx, png("saved"), { draft: true });
    const bluesky = await makeAccount(ctx.workspaceId, "bluesky");
    await createPost({ ...ctx, input: { accountMappings: [{ platform: "bluesky", accountId: bluesky.id }], caption: "Kept", mediaUrls: [saved.publicUrl] } });
    expect(await db.mediaObject.findUniqueOrThrow({ where: { id: saved.mediaId } })).toMatchObject({ inLibrary: true });

    // A day has not passed: nothing goes.
    expect(await cleanStaleMedia({ workspaceIds: [ctx.workspaceId] })).toMatchObject({ abandoned: 0 });
    const later = new Date(Date.now() + 25 * 60 * 60_000);
    expect(await cleanStaleMedia({ now: later, workspaceIds: [ctx.workspaceId] })).toMatchObject({ abandoned: 1 });
    const left = await db.mediaObject.findMany({ where: { workspaceId: ctx.workspaceId }, select: { id: true } });
    expect(left.map((r) => r.id)).toEqual([saved.mediaId]);
    const gone = await db.mediaObject.findUnique({ where: { id: abandoned.mediaId } });
    expect(gone).toBeNull();
    expect(fs.existsSync(localFileForKey(new URL(abandoned.publicUrl).pathname.replace(/^\/media\//, ""))!)).toBe(false);
  });
});

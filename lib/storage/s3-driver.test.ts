// The S3 driver against s3rver (a local S3 stand-in) behind a front that checks signatures, payload hashes,
// lengths and checksums as S3 does (test/fakes/strict-s3.ts; s3rver alone accepts any signature), plus our
// own SigV4 check of the presigned URL's parts (reference/offline-stack.md §7).
import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStrictS3, STRICT_S3_ACCESS_KEY_ID, STRICT_S3_SECRET, type StrictS3 } from "@/test/fakes/strict-s3";
import { createS3Driver, type S3DriverConfig } from "./s3-driver";

const SECRET = STRICT_S3_SECRET;
let s3: StrictS3;
let config: S3DriverConfig;

beforeAll(async () => {
  s3 = await startStrictS3();
  config = {
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.bucket,
    accessKeyId: STRICT_S3_ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    forcePathStyle: true,
  };
});

afterAll(async () => {
  await s3?.close();
});

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac("sha256", key).update(data).digest();
const sha256 = (data: string) => crypto.createHash("sha256").update(data).digest("hex");
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature V4 for a presigned query-string request, computed independently of the SDK. */
function expectedSignature(url: URL, method: string, headers: Record<string, string>, secret: string): string {
  const params = [...url.searchParams.entries()].filter(([name]) => name !== "X-Amz-Signature");
  const query = params
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const signed = url.searchParams.get("X-Amz-SignedHeaders")!.split(";");
  const canonicalHeaders = signed.map((name) => `${name}:${(name === "host" ? url.host : (headers[name] ?? "")).trim()}\n`).join("");
  const canonicalRequest = [method, url.pathname, query, canonicalHeaders, signed.join(";"), "UNSIGNED-PAYLOAD"].join("\n");
  const amzDate = url.searchParams.get("X-Amz-Date")!;
  const [, date, region, service] = url.searchParams.get("X-Amz-Credential")!.split("/");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), "aws4_request");
  return hmac(key, stringToSign).toString("hex");
}

describe("S3 storage driver", () => {
  it("presigns a PUT whose signature covers the content type and exact length, expiring in the requested time", async () => {
    const driver = createS3Driver(config);
    const signed = await driver.createUploadUrl({ key: "ws/a/photo.png", contentType: "image/png", sizeBytes: 1234, exactSize: true, expiresInSeconds: 900 });
    const url = new URL(signed.uploadUrl);
    expect(url.pathname).toBe("/media/ws/a/photo.png");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(Math.abs(signed.expiresAt.getTime() - (Date.now() + 900_000))).toBeLessThan(5_000);

    const signature = url.searchParams.get("X-Amz-Signature");
    const right = { "content-type": "image/png", "content-length": "1234" };
    expect(expectedSignature(url, "PUT", right, SECRET)).toBe(signature);
    // Any other type, a bigger body, another method or another secret would not match the signature.
    expect(expectedSignature(url, "PUT", { ...right, "content-type": "text/html" }, SECRET)).not.toBe(signature);
    expect(expectedSignature(url, "PUT", { ...right, "content-length": "999999" }, SECRET)).not.toBe(signature);
    expect(expectedSignature(url, "GET", right, SECRET)).not.toBe(signature);
    expect(expectedSignature(url, "PUT", right, "other-secret")).not.toBe(signature);
  });

  it("without a declared size, still binds the content type", async () => {
    const signed = await createS3Driver(config).createUploadUrl({
      key: "ws/v.mp4",
      contentType: "video/mp4",
      sizeBytes: 1e9,
      exactSize: false,
      expiresInSeconds: 60,
    });
    const url = new URL(signed.uploadUrl);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-type;host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("60");
  });

  it("uploads through the presigned URL and serves the object at its public URL", async () => {
    const driver = createS3Driver(config);
    const body = Buffer.from("fake mp4 bytes for s3rver");
    const signed = await driver.createUploadUrl({
      key: "ws-1/clips/clip.mp4",
      contentType: "video/mp4",
      sizeBytes: body.length,
      exactSize: true,
      expiresInSeconds: 300,
    });
    const put = await fetch(signed.uploadUrl, { method: "PUT", body, headers: { "content-type": "video/mp4" } });
    expect(put.status).toBe(200);
    expect(driver.publicUrl("ws-1/clips/clip.mp4")).toBe(`${config.endpoint}/media/ws-1/clips/clip.mp4`);
    const got = await fetch(driver.publicUrl("ws-1/clips/clip.mp4"));
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await got.arrayBuffer()).equals(body)).toBe(true);
  });

  it("stat reports a stored object's size and type (null when nothing is there); remove deletes it", async () => {
    const driver = createS3Driver(config);
    const body = Buffer.from("eight by");
    const signed = await driver.createUploadUrl({
      key: "ws-1/stat.png",
      contentType: "image/png",
      sizeBytes: body.length,
      exactSize: true,
      expiresInSeconds: 60,
    });
    expect(await driver.stat("ws-1/stat.png")).toBeNull();
    expect((await fetch(signed.uploadUrl, { method: "PUT", body, headers: { "content-type": "image/png" } })).status).toBe(200);
    expect(await driver.stat("ws-1/stat.png")).toEqual({ sizeBytes: body.length, contentType: "image/png" });
    await driver.remove("ws-1/stat.png");
    expect(await driver.stat("ws-1/stat.png")).toBeNull();
    await driver.remove("ws-1/stat.png"); // nothing stored: not an error
  });

  it("an expired presigned URL is refused", async () => {
    const signed = await createS3Driver(config).createUploadUrl({
      key: "ws-1/late.png",
      contentType: "image/png",
      sizeBytes: 3,
      exactSize: true,
      expiresInSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const put = await fetch(signed.uploadUrl, { method: "PUT", body: Buffer.from("abc"), headers: { "content-type": "image/png" } });
    expect(put.status).toBe(403);
  });

  it("put stores bytes the app made (a thumbnail) with its type, replacing what the key held, in one signed PUT", async () => {
    const driver = createS3Driver(config);
    const key = "ws-1/thumbnails/5f0c8a8e-1d2b-4c3d-9e4f-000000000001.webp";
    const first = await sharp({ create: { width: 32, height: 18, channels: 3, background: "#cc2200" } })
      .webp()
      .toBuffer();
    const before = s3.requests.length;
    await driver.put(key, first, "image/webp");
    const puts = s3.requests.slice(before).filter((r) => r.method === "PUT");
    // Checked by the front as S3 checks it: signature, payload hash, length and any checksum all matched.
    expect(puts).toEqual([expect.objectContaining({ path: `/media/${key}`, bodyBytes: first.length, refused: null })]);
    expect(puts[0].headers["content-type"]).toBe("image/webp");
    expect(await driver.stat(key)).toEqual({ sizeBytes: first.length, contentType: "image/webp" });
    const served = await fetch(driver.publicUrl(key));
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 32, height: 18 });

    // A new thumbnail for the same file replaces the old one.
    const second = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#0022cc" } })
      .webp()
      .toBuffer();
    await driver.put(key, second, "image/webp");
    expect(await driver.stat(key)).toEqual({ sizeBytes: second.length, contentType: "image/webp" });
    expect(Buffer.from(await (await fetch(driver.publicUrl(key))).arrayBuffer()).equals(second)).toBe(true);
    await driver.remove(key);
    expect(await driver.stat(key)).toBeNull();
  });

  it("put fails loudly when the store refuses it (a wrong secret), instead of leaving a thumbnail that is not there", async () => {
    const wrong = createS3Driver({ ...config, secretAccessKey: "not-the-secret" });
    await expect(wrong.put("ws-1/thumbnails/refused.webp", new Uint8Array([1, 2, 3]), "image/webp")).rejects.toMatchObject({ name: "SignatureDoesNotMatch" });
    expect(await createS3Driver(config).stat("ws-1/thumbnails/refused.webp")).toBeNull();
  });

  it("signs upload URLs without a checksum of the empty body (S3 would refuse every real file with BadDigest)", async () => {
    const signed = await createS3Driver(config).createUploadUrl({
      key: "ws-1/sum.png",
      contentType: "image/png",
      sizeBytes: 5,
      exactSize: true,
      expiresInSeconds: 60,
    });
    const names = [...new URL(signed.uploadUrl).searchParams.keys()].map((name) => name.toLowerCase());
    expect(names.filter((name) => name.includes("checksum"))).toEqual([]);
    expect((await fetch(signed.uploadUrl, { method: "PUT", body: Buffer.from("12345"), headers: { "content-type": "image/png" } })).status).toBe(200);
  });

  it("the stand-in refuses what S3 refuses: another length or type than signed, a tampered URL, an anonymous write", async () => {
    const signed = await createS3Driver(config).createUploadUrl({
      key: "ws-1/strict.png",
      contentType: "image/png",
      sizeBytes: 4,
      exactSize: true,
      expiresInSeconds: 60,
    });
    const put = (url: string, body: string, type = "image/png") => fetch(url, { method: "PUT", body: Buffer.from(body), headers: { "content-type": type } });
    expect((await put(signed.uploadUrl, "12345")).status).toBe(403);
    expect((await put(signed.uploadUrl, "1234", "text/html")).status).toBe(403);
    expect((await put(signed.uploadUrl.replace("strict.png", "other.png"), "1234")).status).toBe(403);
    expect((await put(`${config.endpoint}/media/ws-1/strict.png`, "1234")).status).toBe(403);
    expect(await createS3Driver(config).stat("ws-1/strict.png")).toBeNull();
    expect((await put(signed.uploadUrl, "1234")).status).toBe(200);
  });

  it("public URLs follow CDN_URL, virtual-hosted and path-style addressing", () => {
    expect(createS3Driver({ ...config, cdnUrl: "https://cdn.example.com/m/" }).publicUrl("w/x y.png")).toBe("https://cdn.example.com/m/w/x%20y.png");
    expect(createS3Driver({ ...config, endpoint: "https://r2.example.com", forcePathStyle: false }).publicUrl("w/a.png")).toBe(
      "https://media.r2.example.com/w/a.png",
    );
    expect(createS3Driver({ ...config, endpoint: undefined, forcePathStyle: false, region: "eu-west-1" }).publicUrl("w/a.png")).toBe(
      "https://media.s3.eu-west-1.amazonaws.com/w/a.png",
    );
  });
});

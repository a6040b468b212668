// POST /media/upload-url and the local driver's signed PUT and serving, black-box against the built app.
import { adminCli as cli } from "../admin-cli";
import { expect, test } from "./checked-request";

test.describe.configure({ mode: "serial" });

const BASE = "/functions/v1/api";
let writerKey = "";
let readerKey = "";

test.beforeAll(async () => {
  const email = `media-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { user } = (await cli("user", "create", "--email", email, "--password", "correct horse battery")) as { user: { personalWorkspaceId: string } };
  const workspace = user.personalWorkspaceId;
  writerKey = (
    (await cli("key", "create", "--workspace", workspace, "--user", email, "--scopes", "media:write", "--mode", "live")) as { apiKey: { key: string } }
  ).apiKey.key;
  readerKey = (
    (await cli("key", "create", "--workspace", workspace, "--user", email, "--scopes", "posts:read,analytics:read", "--mode", "live")) as {
      apiKey: { key: string };
    }
  ).apiKey.key;
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

test("upload flow: presigned URL, PUT the bytes once, then the public URL serves them with ranges", async ({ request }) => {
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
  const created = await request.post(`${BASE}/media/upload-url`, {
    headers: bearer(writerKey),
    data: { filename: "Teaser Cut.mp4", contentType: "video/mp4", sizeBytes: bytes.length, prefix: "launch/teasers" },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { uploadUrl: string; publicUrl: string };
  expect(Object.keys(body).sort()).toEqual(["publicUrl", "uploadUrl"]);
  expect(body.publicUrl).toMatch(/\/media\/[0-9a-f-]{36}\/launch\/teasers\/[0-9a-f-]{36}-teaser-cut\.mp4$/);

  expect((await request.get(body.publicUrl)).status()).toBe(404);
  const put = await request.put(body.uploadUrl, { data: bytes, headers: { "content-type": "video/mp4" } });
  expect(put.status()).toBe(200);

  const full = await request.get(body.publicUrl);
  expect(full.status()).toBe(200);
  expect(full.headers()["content-type"]).toBe("video/mp4");
  expect(Buffer.from(await full.body()).equals(bytes)).toBe(true);

  const part = await request.get(body.publicUrl, { headers: { range: "bytes=1000-1999" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe("bytes 1000-1999/4096");
  expect(Buffer.from(await part.body()).equals(bytes.subarray(1000, 2000))).toBe(true);

  const again = await request.put(body.uploadUrl, { data: Buffer.alloc(bytes.length), headers: { "content-type": "video/mp4" } });
  expect(again.status()).toBe(409);
  expect(Buffer.from(await (await request.get(body.publicUrl)).body()).equals(bytes)).toBe(true);
});

test("a 30 MiB video without a declared size streams through the app and seeks at its end", async ({ request }) => {
  const size = 30 * 1024 * 1024;
  const bytes = Buffer.alloc(size, 7);
  bytes.write("END!", size - 4);
  const created = await request.post(`${BASE}/media/upload-url`, { headers: bearer(writerKey), data: { filename: "long.mov" } });
  expect(created.status()).toBe(201);
  const { uploadUrl, publicUrl } = (await created.json()) as { uploadUrl: string; publicUrl: string };
  expect(publicUrl).toMatch(/-long\.mov$/);
  const put = await request.put(uploadUrl, { data: bytes, headers: { "content-type": "video/quicktime" }, timeout: 60_000 });
  expect([put.status(), await put.json()]).toEqual([200, { size }]);
  const tail = await request.get(publicUrl, { headers: { range: "bytes=-4" } });
  expect([tail.status(), tail.headers()["content-type"], tail.headers()["content-range"], await tail.text()]).toEqual([
    206,
    "video/quicktime",
    `bytes ${size - 4}-${size - 1}/${size}`,
    "END!",
  ]);
});

test("a tampered URL, a bigger body or another type is refused and nothing is stored", async ({ request }) => {
  const created = await request.post(`${BASE}/media/upload-url`, { headers: bearer(writerKey), data: { contentType: "image/png", sizeBytes: 100 } });
  const { uploadUrl, publicUrl } = (await created.json()) as { uploadUrl: string; publicUrl: string };
  const tampered = uploadUrl.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
  const cases: Array<[string, Buffer, string, number]> = [
    [tampered, Buffer.alloc(100), "image/png", 403],
    [uploadUrl, Buffer.alloc(101), "image/png", 413],
    [uploadUrl, Buffer.alloc(100), "text/html", 400],
    [uploadUrl, Buffer.alloc(99), "image/png", 400],
  ];
  for (const [url, data, type, status] of cases) {
    const res = await request.put(url, { data, headers: { "content-type": type } });
    expect(res.status(), `${type} ${data.length} bytes`).toBe(status);
    expect(Object.keys(await res.json())).toEqual(["error", "code"]);
  }
  expect((await request.get(publicUrl)).status()).toBe(404);
});

test("bad requests are 400 naming the field; keys are checked", async ({ request }) => {
  const post = (data: unknown, key = writerKey) =>
    request.post(`${BASE}/media/upload-url`, {
      headers: { ...bearer(key), "content-type": "application/json" },
      data: Buffer.from(typeof data === "string" ? data : JSON.stringify(data)),
    });
  const cases: Array<[unknown, number, RegExp]> = [
    [{ contentType: "application/pdf" }, 400, /^contentType: must be one of/],
    [{ contentType: "image/png", sizeBytes: 21 * 1024 * 1024 }, 400, /^sizeBytes: must be at most/],
    [{ contentType: "image/png", sizeBytes: 0 }, 400, /^sizeBytes: must be greater than 0/],
    [{ contentType: "image/png", prefix: "../../etc" }, 400, /^prefix: /],
    [{ contentType: "image/png", filename: "a/b.png" }, 400, /^filename: /],
    ["{not json", 400, /not valid JSON/],
  ];
  for (const [data, status, message] of cases) {
    const res = await post(data);
    expect(res.status(), JSON.stringify(data)).toBe(status);
    expect((await res.json()).error).toMatch(message);
  }
  // An empty body is a generic upload (the contract's body is optional): its type is read from the bytes.
  expect((await post({})).status()).toBe(201);
  expect((await post({ contentType: "image/png" }, readerKey)).status()).toBe(403);
  expect((await request.post(`${BASE}/media/upload-url`, { data: { contentType: "image/png" } })).status()).toBe(401);
});

// Serves a locally stored object with its content type and byte ranges (video players seek with Range).
import fs from "node:fs";
import { Readable } from "node:stream";
import { parseRange } from "./byte-range";
import { localFileForKey } from "./local-paths";
import { GENERIC_EXTENSION, contentTypeForKey } from "./media-rules";
import { sniffFileType } from "./sniff-file";

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function serveLocalFile(key: string, request: { method: string; range: string | null }): Promise<Response> {
  const file = localFileForKey(key);
  if (!file) return notFound();
  // A generic upload's key names no type: its bytes do (checked when it was uploaded).
  const contentType = contentTypeForKey(key) ?? (key.endsWith(`.${GENERIC_EXTENSION}`) ? await sniffFileType(file).catch(() => undefined) : undefined);
  if (!contentType) return notFound();
  let size: number;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return notFound();
    size = stat.size;
  } catch {
    return notFound();
  }
  const headers: Record<string, string> = {
    "content-type": contentType,
    "accept-ranges": "bytes",
    // Keys are unique per upload and never rewritten, so the bytes behind a URL never change.
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  };
  const range = parseRange(request.range, size);
  if (range.kind === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
  }
  const [status, start, end] = range.kind === "partial" ? [206, range.start, range.end] : [200, 0, size - 1];
  headers["content-length"] = String(size === 0 ? 0 : end - start + 1);
  if (status === 206) headers["content-range"] = `bytes ${start}-${end}/${size}`;
  if (request.method === "HEAD" || size === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}

// The second step of the API's media upload flow: PUT the file's bytes to the signed `uploadUrl` (S3 or the
// app's own local storage), streamed from disk with a known length so the storage can check the size, and
// every chunk reported for the progress bar. node:http rather than fetch: fetch cannot send a stream with a
// Content-Length, and signed URLs need one.
import { createReadStream } from "node:fs";
import http from "node:http";
import https from "node:https";

export async function putFile(uploadUrl: string, file: string, size: number, contentType: string, onProgress: (sent: number) => void): Promise<void> {
  const url = new URL(uploadUrl);
  const request = (url.protocol === "https:" ? https : http).request(url, {
    method: "PUT",
    headers: { "content-type": contentType, "content-length": String(size) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    request.on("error", reject);
  });
  let sent = 0;
  const source = createReadStream(file);
  source.on("data", (chunk) => {
    sent += chunk.length;
    onProgress(sent);
  });
  source.on("error", (error) => request.destroy(error));
  source.pipe(request);
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`The upload was refused (${status}): ${storageMessage(body)}`);
}

/** The storage's reason: the app's `{ error }`, an S3 XML `<Message>`, or the start of whatever came back. */
function storageMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === "string") return parsed.error;
  } catch {
    /* not JSON: S3 answers XML */
  }
  return /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? (body.trim().slice(0, 200) || "no reason given");
}

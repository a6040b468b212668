// YouTube's resumable upload protocol: a session (POST with the metadata → Location), then PUT chunks with
// Content-Range (308 = keep going, 200/201 = the video exists), and `bytes */total` to ask where it stands.
// The video only exists once the last byte arrives, which makes the last chunk the irreversible call.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl, rebaseNetworkUrl } from "../network-url";
import { PlatformRetryableError } from "../errors";
import { throwYoutubeError } from "./errors";
import { GOOGLE_API_ORIGIN } from "./oauth";

/** Chunks must be multiples of 256 KiB except the last. */
export const CHUNK_BYTES = 32 * 256 * 1024;

const videoResource = z.looseObject({ id: z.string() });

export type UploadProgress = { status: "incomplete"; offset: number } | { status: "done"; videoId: string } | { status: "expired" };

export async function createUploadSession(
  { metadata, totalBytes, contentType }: { metadata: unknown; totalBytes: number; contentType: string },
  accessToken: string | null,
  signal: AbortSignal,
): Promise<string> {
  const response = await fetchNetwork(
    networkUrl("youtube", GOOGLE_API_ORIGIN, "/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&notifySubscribers=true"),
    {
      method: "POST",
      headers: {
        authorization: bearer(accessToken),
        "content-type": "application/json; charset=UTF-8",
        "x-upload-content-type": contentType,
        "x-upload-content-length": String(totalBytes),
      },
      body: JSON.stringify(metadata),
      signal,
    },
  );
  if (!response.ok) throwYoutubeError(response, await readJson(response), "starting the upload");
  const location = response.headers.get("location");
  if (!location) throw new PlatformRetryableError("YouTube did not return an upload session; will try again", { notApplied: true });
  return location;
}

function parseProgress(response: Response, body: unknown): UploadProgress | null {
  if (response.status === 200 || response.status === 201) return { status: "done", videoId: parseResponse(videoResource, body, "the finished upload").id };
  if (response.status === 308) {
    const range = response.headers.get("range");
    const match = range ? /bytes=0-(\d+)/.exec(range) : null;
    return { status: "incomplete", offset: match ? Number(match[1]) + 1 : 0 };
  }
  if (response.status === 404 || response.status === 410) return { status: "expired" };
  return null;
}

/** Read-only: how far the session is (`Content-Range: bytes *\/total`). */
export async function queryUpload(sessionUri: string, totalBytes: number, accessToken: string | null, signal: AbortSignal): Promise<UploadProgress> {
  const response = await fetchNetwork(rebaseNetworkUrl("youtube", sessionUri), {
    method: "PUT",
    headers: { authorization: bearer(accessToken), "content-range": `bytes */${totalBytes}`, "content-length": "0" },
    signal,
  });
  const body = await readJson(response);
  const progress = parseProgress(response, body);
  if (!progress) throwYoutubeError(response, body, "checking the upload");
  return progress;
}

/** Sends bytes [from, to) of the file; returns the new progress. */
export async function uploadRange(
  sessionUri: string,
  bytes: Buffer,
  from: number,
  to: number,
  accessToken: string | null,
  signal: AbortSignal,
): Promise<UploadProgress> {
  let offset = from;
  while (offset < to) {
    const end = Math.min(offset + CHUNK_BYTES, to);
    const response = await fetchNetwork(rebaseNetworkUrl("youtube", sessionUri), {
      method: "PUT",
      headers: { authorization: bearer(accessToken), "content-range": `bytes ${offset}-${end - 1}/${bytes.length}` },
      body: new Uint8Array(bytes.subarray(offset, end)),
      signal,
    });
    const body = await readJson(response);
    const progress = parseProgress(response, body);
    if (!progress) throwYoutubeError(response, body, "uploading the video");
    if (progress.status !== "incomplete") return progress;
    offset = progress.offset;
  }
  return { status: "incomplete", offset };
}

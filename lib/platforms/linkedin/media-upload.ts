// LinkedIn media: images through initializeUpload + one PUT; videos through initializeUpload, a PUT per
// upload instruction (collecting each part's ETag) and finalizeUpload. Both are then polled until AVAILABLE:
// by the pipeline for a post's media, here (bounded) for a comment's image, which is sent in one go.
import { setTimeout as delay } from "node:timers/promises";
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { rebaseNetworkUrl } from "../network-url";
import { PlatformInvalidContentError, PlatformRetryableError } from "../errors";
import { linkedinJson } from "./client";
import { throwLinkedinError } from "./errors";

const imageInit = z.object({ value: z.object({ uploadUrl: z.string(), image: z.string() }) });
const videoInit = z.object({
  value: z.object({
    video: z.string(),
    uploadToken: z.string().default(""),
    uploadInstructions: z.array(z.object({ uploadUrl: z.string(), firstByte: z.number(), lastByte: z.number() })).min(1),
  }),
});
const assetStatus = z.object({ status: z.string() });

/** The largest image we send to the Images API. */
export const LINKEDIN_MAX_IMAGE_BYTES = 36 * 1024 * 1024;

async function put(url: string, bytes: Uint8Array, accessToken: string | null, what: string, signal: AbortSignal): Promise<Response> {
  const response = await fetchNetwork(rebaseNetworkUrl("linkedin", url), {
    method: "PUT",
    headers: { authorization: bearer(accessToken), "content-type": "application/octet-stream" },
    body: new Uint8Array(bytes),
    signal,
  });
  if (!response.ok) throwLinkedinError(response, await readJson(response), what);
  return response;
}

export async function uploadImage(owner: string, bytes: Buffer, accessToken: string | null, signal: AbortSignal): Promise<string> {
  const { json } = await linkedinJson("/rest/images?action=initializeUpload", {
    accessToken,
    method: "POST",
    body: { initializeUploadRequest: { owner } },
    what: "starting an image upload",
    signal,
  });
  const { uploadUrl, image } = parseResponse(imageInit, json, "images initializeUpload").value;
  await put(uploadUrl, bytes, accessToken, "uploading an image", signal);
  return image;
}

export async function uploadVideo(owner: string, bytes: Buffer, accessToken: string | null, signal: AbortSignal): Promise<string> {
  const { json } = await linkedinJson("/rest/videos?action=initializeUpload", {
    accessToken,
    method: "POST",
    body: { initializeUploadRequest: { owner, fileSizeBytes: bytes.length, uploadCaptions: false, uploadThumbnail: false } },
    what: "starting a video upload",
    signal,
  });
  const { video, uploadToken, uploadInstructions } = parseResponse(videoInit, json, "videos initializeUpload").value;
  const etags: string[] = [];
  for (const [index, part] of uploadInstructions.entries()) {
    const response = await put(part.uploadUrl, bytes.subarray(part.firstByte, part.lastByte + 1), accessToken, `uploading video part ${index + 1}`, signal);
    etags.push(response.headers.get("etag") ?? "");
  }
  await linkedinJson("/rest/videos?action=finalizeUpload", {
    accessToken,
    method: "POST",
    body: { finalizeUploadRequest: { video, uploadToken, uploadedPartIds: etags } },
    what: "finishing a video upload",
    signal,
  });
  return video;
}

/** "ready", "pending", or throws when LinkedIn could not process the asset (`field`: the request field it came from). */
export async function assetReady(urn: string, accessToken: string | null, signal: AbortSignal, field = "mediaUrls"): Promise<"ready" | "pending"> {
  const kind = urn.startsWith("urn:li:video:") ? "videos" : "images";
  const { json } = await linkedinJson(`/rest/${kind}/${encodeURIComponent(urn)}`, { accessToken, what: "checking media processing", signal });
  const { status } = parseResponse(assetStatus, json, `GET /rest/${kind}`);
  if (status === "AVAILABLE") return "ready";
  if (status === "PROCESSING_FAILED")
    throw new PlatformInvalidContentError("LinkedIn could not process the media; check its format, size and length", { field });
  return "pending";
}

/**
 * Waits (bounded: a quarter second doubling, up to `maxWaitMs`) until an uploaded image is AVAILABLE, for a
 * call that cannot be deferred to the pipeline's poll. Still processing at the bound: a retryable error.
 */
export async function waitForImage(urn: string, accessToken: string | null, signal: AbortSignal, field: string, maxWaitMs = 15_000): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  for (let wait = 250; (await assetReady(urn, accessToken, signal, field)) === "pending"; wait = Math.min(wait * 2, 4_000)) {
    if (Date.now() + wait > deadline) throw new PlatformRetryableError("LinkedIn is still processing the image; will try again", { notApplied: true });
    await delay(wait, undefined, { signal });
  }
}

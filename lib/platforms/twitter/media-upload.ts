// X v2 chunked media upload: initialize → append (segments in order) → finalize, then STATUS while
// processing_info says the media is still being processed. Used for images, GIFs and videos alike.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import { PlatformInvalidContentError } from "../errors";
import { X_API_ORIGIN } from "./oauth";
import { throwTwitterError } from "./errors";

const SEGMENT_BYTES = 4 * 1024 * 1024;

const processingInfo = z.object({
  state: z.enum(["pending", "in_progress", "succeeded", "failed"]),
  check_after_secs: z.number().optional(),
  progress_percent: z.number().optional(),
  error: z.object({ code: z.number().optional(), name: z.string().optional(), message: z.string().optional() }).optional(),
});
const mediaResponse = z.object({
  data: z.object({ id: z.string(), media_key: z.string().optional(), processing_info: processingInfo.optional() }),
});
export type ProcessingInfo = z.infer<typeof processingInfo>;

function url(path: string): string {
  return networkUrl("twitter", X_API_ORIGIN, path);
}

export function mediaCategory(contentType: string, kind: "image" | "video"): string {
  if (kind === "video") return "tweet_video";
  return contentType === "image/gif" ? "tweet_gif" : "tweet_image";
}

export async function uploadMedia(
  { bytes, contentType, kind }: { bytes: Buffer; contentType: string; kind: "image" | "video" },
  accessToken: string | null,
  signal: AbortSignal,
): Promise<{ id: string; mediaKey: string | null; processing: ProcessingInfo | null }> {
  const auth = { authorization: bearer(accessToken) };
  const init = await fetchNetwork(url("/2/media/upload/initialize"), {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ media_type: contentType, total_bytes: bytes.length, media_category: mediaCategory(contentType, kind) }),
    signal,
  });
  const initBody = await readJson(init);
  if (!init.ok) throwTwitterError(init, initBody, "starting a media upload");
  const { id } = parseResponse(mediaResponse, initBody, "media upload initialize").data;

  for (let offset = 0, segment = 0; offset < bytes.length; offset += SEGMENT_BYTES, segment++) {
    const form = new FormData();
    form.set("segment_index", String(segment));
    form.set("media", new Blob([new Uint8Array(bytes.subarray(offset, offset + SEGMENT_BYTES))]), "chunk");
    const append = await fetchNetwork(url(`/2/media/upload/${id}/append`), { method: "POST", headers: auth, body: form, signal });
    if (!append.ok) throwTwitterError(append, await readJson(append), `uploading media segment ${segment}`);
    await append.body?.cancel().catch(() => undefined);
  }

  const finalize = await fetchNetwork(url(`/2/media/upload/${id}/finalize`), { method: "POST", headers: auth, signal });
  const finalizeBody = await readJson(finalize);
  if (!finalize.ok) throwTwitterError(finalize, finalizeBody, "finishing a media upload");
  const data = parseResponse(mediaResponse, finalizeBody, "media upload finalize").data;
  return { id, mediaKey: data.media_key ?? null, processing: data.processing_info ?? null };
}

/** Alt text of an uploaded image or GIF (X has none for videos): POST /2/media/metadata, before the post names the
 *  medium (https://docs.x.com/x-api/media/create-media-metadata). Setting it again is harmless, so prepare may repeat. */
export async function setAltText(id: string, text: string, accessToken: string | null, signal: AbortSignal): Promise<void> {
  const response = await fetchNetwork(url("/2/media/metadata"), {
    method: "POST",
    headers: { authorization: bearer(accessToken), "content-type": "application/json" },
    body: JSON.stringify({ id, metadata: { alt_text: { text } } }),
    signal,
  });
  if (!response.ok) throwTwitterError(response, await readJson(response), "setting the image's alt text");
  await response.body?.cancel().catch(() => undefined);
}

export async function mediaStatus(id: string, accessToken: string | null, signal: AbortSignal): Promise<ProcessingInfo | null> {
  const response = await fetchNetwork(url(`/2/media/upload?command=STATUS&media_id=${encodeURIComponent(id)}`), {
    headers: { authorization: bearer(accessToken) },
    signal,
  });
  const body = await readJson(response);
  if (!response.ok) throwTwitterError(response, body, "checking media processing");
  const info = parseResponse(mediaResponse, body, "media upload STATUS").data.processing_info ?? null;
  if (info?.state === "failed") {
    throw new PlatformInvalidContentError(
      `X could not process the media: ${info.error?.message ?? info.error?.name ?? "unknown reason"}; check its format and length`,
      {
        field: "mediaUrls",
      },
    );
  }
  return info;
}

// Video Pins go through Pinterest's media upload (https://developers.pinterest.com/docs/api-features/creating-boards-and-pins/#creating-video-pins):
// POST /v5/media registers an upload and answers media_id, upload_url and one-time upload_parameters; the file
// is POSTed to upload_url as multipart/form-data with every upload parameter as a field and the file last
// (an S3 form upload); GET /v5/media/{media_id} then reports registered → processing → succeeded | failed.
// Nothing here is public: a repeated upload only leaves an unused media id behind.
import { z } from "zod";
import { fetchNetwork, readJson } from "../http";
import { rebaseNetworkUrl } from "../network-url";
import { downloadMedia, mediaTypesFor } from "../media-download";
import { PlatformRetryableError } from "../errors";
import { pinterestRequest } from "./api";

/** Pinterest takes videos up to 2 GB (https://help.pinterest.com/en/business/article/video-pins). */
const MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;

const registered = z.object({
  media_id: z.string(),
  media_type: z.string(),
  upload_url: z.string(),
  upload_parameters: z.record(z.string(), z.string()),
});

export const mediaStatus = z.object({
  media_id: z.string(),
  media_type: z.string(),
  status: z.enum(["registered", "processing", "succeeded", "failed"]).optional(),
});
export type MediaStatus = z.infer<typeof mediaStatus>;

/** Registers the upload and sends the file; returns the media id to create the Pin with. */
export async function uploadVideo(url: string, accessToken: string | null, signal: AbortSignal): Promise<string> {
  const file = await downloadMedia(url, { maxBytes: MAX_VIDEO_BYTES, field: "mediaUrls[0]", accept: mediaTypesFor("video"), signal });
  const upload = await pinterestRequest("POST", "/v5/media", registered, {
    accessToken,
    what: "registering the video upload",
    signal,
    body: { media_type: "video" },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.upload_parameters)) form.append(name, value);
  // S3 ignores every field after the file, so it goes last.
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), "video");
  const response = await fetchNetwork(rebaseNetworkUrl("pinterest", upload.upload_url), { method: "POST", body: form, signal });
  if (!response.ok) {
    const body = await readJson(response);
    throw new PlatformRetryableError(
      `Pinterest's upload host refused the video (HTTP ${response.status}${body ? `: ${JSON.stringify(body).slice(0, 200)}` : ""}); will try again`,
      {
        status: response.status,
        notApplied: true,
      },
    );
  }
  await response.body?.cancel().catch(() => undefined);
  return upload.media_id;
}

export function readMediaStatus(mediaId: string, accessToken: string | null, signal: AbortSignal): Promise<MediaStatus> {
  return pinterestRequest("GET", `/v5/media/${encodeURIComponent(mediaId)}`, mediaStatus, { accessToken, what: "checking the video upload", signal });
}

// A video for an app.bsky.embed.video embed, the "simple method" of Bluesky's video guide: the MP4 is uploaded
// as a blob to the account's own PDS (com.atproto.repo.uploadBlob) and the post references it; Bluesky's
// video service picks it up from the repository once the post is out (so the video can show a few seconds
// after the post). The service-auth upload to video.bsky.app (processing before the post) is not used: it
// cannot run against a self-hosted or test PDS, and the blob path is what every PDS accepts.
import type { Agent } from "@atproto/api";
import { PlatformInvalidContentError } from "../errors";
import { downloadMedia, formatBytes } from "../media-download";
import { readMp4Info } from "../mp4-info";
import type { JsonValue, PublishInput } from "../types";
import { mediaUrlsField } from "./images";
import { blueskyOptions } from "./options";
import { blueskyError } from "./xrpc-errors";

/** The lexicon's limit for app.bsky.embed.video (a PDS may set a lower blob limit of its own). */
export const BLUESKY_VIDEO_MAX_BYTES = 100_000_000;
export const BLUESKY_VIDEO_MAX_SECONDS = 180;

export async function uploadVideoEmbed(agent: Agent, input: PublishInput, signal: AbortSignal, fieldOf = mediaUrlsField): Promise<JsonValue | undefined> {
  const index = input.media.findIndex((media) => media.kind === "video");
  if (index === -1) return undefined;
  const media = input.media[index];
  const field = fieldOf(index);
  // Bluesky takes MP4 only (the lexicon's accept list); a .mov or .webm is refused here, before any upload.
  const file = await downloadMedia(media.url, { field, maxBytes: BLUESKY_VIDEO_MAX_BYTES, accept: ["video/mp4"], signal });
  const info = readMp4Info(file.bytes);
  if (info.durationSeconds !== null && info.durationSeconds > BLUESKY_VIDEO_MAX_SECONDS) {
    throw new PlatformInvalidContentError(`${field}: the video is ${Math.round(info.durationSeconds)} s long; Bluesky takes at most 3 minutes`, { field });
  }
  let blob;
  try {
    ({
      data: { blob },
    } = await agent.com.atproto.repo.uploadBlob(new Uint8Array(file.bytes), { encoding: "video/mp4" }));
  } catch (error) {
    throw blueskyError(error, `uploading ${field} (${formatBytes(file.bytes.length)})`);
  }
  const alt = media.altText ?? blueskyOptions(input.options).altTexts[index];
  return {
    $type: "app.bsky.embed.video",
    video: blob.toJSON() as JsonValue,
    ...(alt ? { alt } : {}),
    ...(info.width && info.height ? { aspectRatio: { width: info.width, height: info.height } } : {}),
  };
}

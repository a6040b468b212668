// Images for an app.bsky.embed.images embed: each is downloaded (at most 1,000,000 bytes, Bluesky's blob
// limit for images), measured for its aspect ratio, and uploaded as a blob. The embed is kept as plain JSON
// in the row's state so publish() sends exactly what was prepared.
import type { Agent } from "@atproto/api";
import { imageSize } from "image-size";
import { downloadMedia, mediaTypesFor } from "../media-download";
import { PlatformInvalidContentError } from "../errors";
import type { JsonValue, PublishInput } from "../types";
import { blueskyOptions } from "./options";
import { blueskyError } from "./xrpc-errors";

export const BLUESKY_IMAGE_MAX_BYTES = 1_000_000;

/** How a media item is named in errors: `mediaUrls[i]` for the post, the part's mediaUrl for a thread part. */
export type MediaFieldName = (index: number) => string;
export const mediaUrlsField: MediaFieldName = (index) => `mediaUrls[${index}]`;

export async function uploadImagesEmbed(agent: Agent, input: PublishInput, signal: AbortSignal, fieldOf = mediaUrlsField): Promise<JsonValue | undefined> {
  const images = input.media.map((media, index) => ({ media, index })).filter(({ media }) => media.kind === "image");
  if (images.length === 0) return undefined;
  const { altTexts } = blueskyOptions(input.options);
  const uploaded: JsonValue[] = [];
  for (const { media, index } of images) {
    const field = fieldOf(index);
    const file = await downloadMedia(media.url, { field, maxBytes: BLUESKY_IMAGE_MAX_BYTES, accept: mediaTypesFor("image"), signal });
    const size = dimensions(file.bytes, field);
    let blob;
    try {
      ({
        data: { blob },
      } = await agent.com.atproto.repo.uploadBlob(new Uint8Array(file.bytes), { encoding: size.mimeType ?? file.contentType }));
    } catch (error) {
      throw blueskyError(error, `uploading ${field}`);
    }
    uploaded.push({
      image: blob.toJSON() as JsonValue,
      alt: media.altText ?? altTexts[index] ?? "",
      aspectRatio: { width: size.width, height: size.height },
    });
  }
  return { $type: "app.bsky.embed.images", images: uploaded };
}

const MIME_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

function dimensions(bytes: Uint8Array, field: string): { width: number; height: number; mimeType?: string } {
  try {
    const size = imageSize(bytes);
    if (size.width > 0 && size.height > 0) return { width: size.width, height: size.height, mimeType: size.type ? MIME_TYPES[size.type] : undefined };
  } catch {
    // fall through to the error below
  }
  throw new PlatformInvalidContentError(`${field}: not an image Bluesky accepts (use JPEG, PNG, GIF or WebP)`, { field });
}

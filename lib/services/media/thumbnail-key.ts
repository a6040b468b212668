// Where a library file's thumbnail lives in the store, and how it is made: at most 320 px on its longer
// side, WebP (small, and every browser the app supports shows it).
import sharp from "sharp";

export const THUMBNAIL_SIZE = 320;

export function thumbnailKeyFor(workspaceId: string, mediaId: string): string {
  return `${workspaceId}/thumbnails/${mediaId}.webp`;
}

/** The picture as a thumbnail, with the source's own pixel size (after EXIF rotation). */
export async function renderThumbnail(bytes: Uint8Array): Promise<{ thumbnail: Buffer; width: number; height: number }> {
  // First frame only for animated GIF/WebP; limitInputPixels stays at sharp's default against decompression bombs.
  const image = sharp(bytes, { animated: false }).rotate();
  const { info, data } = await image
    .clone()
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(bytes, { animated: false }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? info.width;
  const height = (turned ? meta.width : meta.height) ?? info.height;
  return { thumbnail: data, width, height };
}

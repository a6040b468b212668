// A video's library thumbnail and facts, from the browser that uploaded it: the composer draws the video's
// first frame to a canvas (the server has no video decoder) and sends it with the pixel size and duration the
// browser read. The frame goes through sharp like an image thumbnail, so only a real picture is stored.
import { z } from "zod";
import { db } from "../../db";
import { BadRequestError, NotFoundError, parseInput } from "../../errors";
import { storage, storageKeyForUrl } from "../../storage";
import { requireWriter, type ContentActor } from "../workspaces/authorize-actor";
import { renderThumbnail, thumbnailKeyFor } from "./thumbnail-key";

/** A 4K frame as a PNG stays well under this. */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;

const videoFacts = z.object({
  url: z.string().min(1),
  width: z.number().int().positive().max(16_384),
  height: z.number().int().positive().max(16_384),
  // Null when the browser could not tell the length: the library then shows none (not 0:00).
  durationMs: z
    .number()
    .int()
    .nonnegative()
    .max(24 * 3_600_000)
    .nullable(),
});

export async function saveVideoThumbnail({
  workspaceId,
  actor,
  input,
}: {
  workspaceId: string;
  actor: ContentActor;
  input: { facts: unknown; frame: Uint8Array };
}): Promise<{ thumbnailUrl: string }> {
  const facts = parseInput(videoFacts, input.facts);
  await requireWriter(workspaceId, actor, "upload media");
  if (input.frame.byteLength === 0 || input.frame.byteLength > MAX_FRAME_BYTES) throw new BadRequestError("frame: must be a picture of at most 8 MB");
  const driver = storage();
  const storageKey = storageKeyForUrl(facts.url, driver);
  const media = storageKey
    ? await db.mediaObject.findFirst({ where: { storageKey, workspaceId, contentType: { startsWith: "video/" } }, select: { id: true } })
    : null;
  if (!media) throw new NotFoundError("Media");
  const { thumbnail } = await renderThumbnail(input.frame).catch(() => {
    throw new BadRequestError("frame: must be a JPEG, PNG or WebP picture");
  });
  const key = thumbnailKeyFor(workspaceId, media.id);
  await driver.put(key, thumbnail, "image/webp");
  await db.mediaObject.update({ where: { id: media.id }, data: { thumbnailKey: key, width: facts.width, height: facts.height, durationMs: facts.durationMs } });
  return { thumbnailUrl: driver.publicUrl(key) };
}

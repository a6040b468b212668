// The client's logo: an image of the workspace's media library (uploaded there first, like any picture), shown
// in the workspace switcher, on the client's review links and at the top of the PDF report. Only PNG and JPEG
// (what pdfkit can draw, and every mail client and browser shows) and at most LOGO_MAX_BYTES, so a report or a
// switcher never carries a large file. Checked when it is chosen; deleting the media item clears it (the
// foreign key's ON DELETE SET NULL).
import { db } from "../../db";
import { BadRequestError } from "../../errors";
import { storage } from "../../storage";
import { logger } from "../../observability/logger";

export const LOGO_CONTENT_TYPES = ["image/png", "image/jpeg"] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;

/** The media item as a logo, or a 400 naming `logoMediaId` and what is wrong with it. */
export async function checkLogoMedia(workspaceId: string, mediaId: string): Promise<void> {
  const media = await db.mediaObject.findFirst({
    where: { id: mediaId, workspaceId },
    select: { status: true, contentType: true, sizeBytes: true },
  });
  if (!media || media.status !== "uploaded") throw new BadRequestError("logoMediaId: no uploaded media with this id in the workspace");
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(media.contentType)) {
    throw new BadRequestError(`logoMediaId: must be a PNG or JPEG image (this one is ${media.contentType})`);
  }
  if (media.sizeBytes === null || Number(media.sizeBytes) > LOGO_MAX_BYTES) {
    throw new BadRequestError(`logoMediaId: must be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB`);
  }
}

/** The logo's bytes for the PDF report, or null (none, or the file is gone: the report goes out without it). */
export async function readWorkspaceLogo(workspaceId: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const row = await db.workspace.findUnique({
    where: { id: workspaceId },
    select: { logo: { select: { storageKey: true, contentType: true } } },
  });
  if (!row?.logo) return null;
  try {
    const bytes = await storage().readStart(row.logo.storageKey, LOGO_MAX_BYTES);
    return bytes ? { bytes, contentType: row.logo.contentType } : null;
  } catch (error) {
    logger().warn({ workspaceId, err: error }, "workspace logo could not be read for the report");
    return null;
  }
}

/** The library's images that may be the logo (newest first), for the Workspace settings page's choice. */
export async function listLogoChoices(workspaceId: string): Promise<{ id: string; name: string; url: string }[]> {
  const rows = await db.mediaObject.findMany({
    where: { workspaceId, status: "uploaded", contentType: { in: [...LOGO_CONTENT_TYPES] }, sizeBytes: { lte: LOGO_MAX_BYTES } },
    orderBy: { createdAt: "desc" },
    take: 100,
    select: { id: true, filename: true, publicUrl: true, createdAt: true },
  });
  return rows.map((row) => ({ id: row.id, name: row.filename ?? `Image of ${row.createdAt.toISOString().slice(0, 10)}`, url: row.publicUrl }));
}

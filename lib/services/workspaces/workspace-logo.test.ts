// The client's logo (issue 37): owners and admins choose a PNG or JPEG of the media library, at most 1 MB; other
// types, larger files, media of another workspace or not yet uploaded are a 400 naming logoMediaId, and a viewer
// is refused; the workspace then answers its logo's id and URL (the switcher's list too), the PDF report draws it,
// and deleting the media item clears it.
import "@/test/use-database";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { exportAnalytics } from "@/lib/services/analytics/export-analytics";
import { makeWorkspace } from "@/test/factories";
import { listUserWorkspaces } from "./list-user-workspaces";
import { updateWorkspace } from "./update-workspace";
import { listLogoChoices, LOGO_MAX_BYTES } from "./workspace-logo";

let ws: Awaited<ReturnType<typeof makeWorkspace>>;
const as = (user: { id: string }) => ({ kind: "user" as const, userId: user.id });
const setLogo = (logoMediaId: string | null, actor = as(ws.owner)) =>
  updateWorkspace({ workspaceId: ws.workspaceId, actor, input: { id: ws.workspaceId, body: { logoMediaId } } });

/** A media item of the library whose file is really in the store. */
async function media(workspaceId: string, contentType: string, bytes: Uint8Array, status: "uploaded" | "pending" = "uploaded") {
  const key = `${workspaceId}/logo-test-${Math.random().toString(36).slice(2)}`;
  await storage().put(key, bytes, contentType);
  const row = await db.mediaObject.create({
    data: { workspaceId, storageKey: key, publicUrl: storage().publicUrl(key), contentType, sizeBytes: bytes.length, status, filename: "logo.png" },
  });
  return row.id;
}

let png: Uint8Array;

beforeAll(async () => {
  ws = await makeWorkspace(["admin", "viewer"]);
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#d97706" } })
      .png()
      .toBuffer(),
  );
});

describe("the client logo", () => {
  it("a PNG of the library becomes the logo: the workspace, the switcher and the settings' choices show it; the PDF draws it", async () => {
    const id = await media(ws.workspaceId, "image/png", png);
    expect((await listLogoChoices(ws.workspaceId)).map((c) => c.id)).toContain(id);
    const before = await exportAnalytics({ workspaceId: ws.workspaceId, actor: as(ws.owner), input: { format: "pdf" } });
    expect(before.body.includes("/Subtype /Image")).toBe(false);

    const detail = await setLogo(id, as(ws.members.admin!));
    expect(detail).toMatchObject({ logoMediaId: id, logoUrl: expect.stringContaining("logo-test-") });
    const switcher = await listUserWorkspaces({ userId: ws.members.viewer!.id });
    expect(switcher.find((w) => w.id === ws.workspaceId)).toMatchObject({ logoMediaId: id, logoUrl: detail.logoUrl });

    const after = await exportAnalytics({ workspaceId: ws.workspaceId, actor: as(ws.owner), input: { format: "pdf" } });
    expect(after.body.includes("/Subtype /Image")).toBe(true);

    // Cleared by null, and by deleting the media item.
    expect(await setLogo(null)).toMatchObject({ logoMediaId: null, logoUrl: null });
    await setLogo(id);
    await db.mediaObject.delete({ where: { id } });
    expect(await db.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId }, select: { logoMediaId: true } })).toEqual({ logoMediaId: null });
  });

  it("refuses other types, large files, unfinished uploads and other workspaces' media (400), and a viewer (403)", async () => {
    const webp = await media(ws.workspaceId, "image/webp", png);
    await expect(setLogo(webp)).rejects.toMatchObject({ status: 400, message: "logoMediaId: must be a PNG or JPEG image (this one is image/webp)" });
    const big = await media(ws.workspaceId, "image/jpeg", new Uint8Array(LOGO_MAX_BYTES + 1));
    await expect(setLogo(big)).rejects.toMatchObject({ status: 400, message: "logoMediaId: must be at most 1 MB" });
    expect((await listLogoChoices(ws.workspaceId)).map((c) => c.id)).not.toContain(big);
    const pending = await media(ws.workspaceId, "image/png", png, "pending");
    await expect(setLogo(pending)).rejects.toMatchObject({ status: 400, message: "logoMediaId: no uploaded media with this id in the workspace" });
    const other = await makeWorkspace();
    const theirs = await media(other.workspaceId, "image/png", png);
    await expect(setLogo(theirs)).rejects.toMatchObject({ status: 400, message: "logoMediaId: no uploaded media with this id in the workspace" });
    await expect(setLogo("not-a-uuid")).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^logoMediaId: /) });
    const mine = await media(ws.workspaceId, "image/png", png);
    await expect(setLogo(mine, as(ws.members.viewer!))).rejects.toMatchObject({ status: 403 });
    expect(await db.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId }, select: { logoMediaId: true } })).toEqual({ logoMediaId: null });
  });
});

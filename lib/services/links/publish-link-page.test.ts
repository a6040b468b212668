import "@/test/use-database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { LinkSnapshot } from "@/lib/links/snapshot";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { makeWorkspace } from "@/test/factories";
import { addLinkBlock } from "./add-link-block";
import { createLinkPage } from "./create-link-page";
import { onLinkPagePublished, publishLinkPage } from "./publish-link-page";

async function pageWithBlock() {
  const { workspaceId } = await makeWorkspace();
  const page = await createLinkPage({ workspaceId, actor: systemActor, input: { slug: `pub-${crypto.randomUUID().slice(0, 8)}`, title: "P" } });
  await addLinkBlock({ workspaceId, actor: systemActor, input: { pageId: page.id, block: { type: "social" } } });
  return { workspaceId, page };
}

afterEach(() => onLinkPagePublished(null));

describe("publishLinkPage", () => {
  it("hands link_page.published to the listener once per publish, after the commit", async () => {
    const { workspaceId, page } = await pageWithBlock();
    const events: unknown[] = [];
    onLinkPagePublished(async (event) => {
      // Committed already: the version the event names is readable from another connection's view.
      const stored = await db.linkPage.findUniqueOrThrow({ where: { id: page.id }, select: { publishedVersion: { select: { number: true } } } });
      events.push({ event, storedVersion: stored.publishedVersion?.number });
    });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    expect(events).toEqual([
      { event: { type: "link_page.published", workspaceId, data: { id: page.id, slug: page.slug, publicUrl: page.publicUrl, version: 1, publishedAt: expect.any(String) } }, storedVersion: 1 },
      { event: expect.objectContaining({ data: expect.objectContaining({ version: 2 }) }), storedVersion: 2 },
    ]);
  });

  it("a failing listener neither fails nor undoes the publish", async () => {
    const { workspaceId, page } = await pageWithBlock();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    onLinkPagePublished(() => {
      throw new Error("webhook store down");
    });
    const published = await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    expect(published.status).toBe("published");
    expect(log).toHaveBeenCalledWith("[postlane] link_page.published listener failed:", expect.any(Error));
    log.mockRestore();
  });

  it("freezes the social accounts as they were: a later disconnect changes the draft's next version only", async () => {
    const { workspaceId, page } = await pageWithBlock();
    const account = await addSocialAccount({ workspaceId, actor: systemActor, input: { platform: "bluesky", username: "ada.bsky.social", sandbox: true } });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    await db.socialAccount.update({ where: { id: account.id }, data: { isConnected: false } });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    const versions = await db.linkPageVersion.findMany({ where: { pageId: page.id }, orderBy: { number: "asc" } });
    const accountsOf = (v: (typeof versions)[number]) => (v.snapshot as unknown as LinkSnapshot).blocks.flatMap((b) => (b.type === "social" ? b.accounts : []));
    expect(accountsOf(versions[0])).toEqual([{ platform: "bluesky", network: "Bluesky", username: "ada.bsky.social", url: "https://bsky.app/profile/ada.bsky.social" }]);
    expect(accountsOf(versions[1])).toEqual([]);
  });
});

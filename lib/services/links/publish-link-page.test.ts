import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { LinkSnapshot } from "@/lib/links/snapshot";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { makeWorkspace } from "@/test/factories";
import { addLinkBlock } from "./add-link-block";
import { createLinkPage } from "./create-link-page";
import { publishLinkPage } from "./publish-link-page";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";

async function pageWithBlock() {
  const { workspaceId } = await makeWorkspace();
  const page = await createLinkPage({ workspaceId, actor: systemActor, input: { slug: `pub-${crypto.randomUUID().slice(0, 8)}`, title: "P" } });
  await addLinkBlock({ workspaceId, actor: systemActor, input: { pageId: page.id, block: { type: "social" } } });
  return { workspaceId, page };
}

describe("publishLinkPage", () => {
  it("records link_page.published in the publish's transaction, once per publish, for endpoints that want it", async () => {
    const { workspaceId, page } = await pageWithBlock();
    await createWebhookEndpoint({ workspaceId, actor: systemActor, input: { url: "https://hooks.example.com/in", events: ["link_page.published"] } });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    const events = await db.webhookEvent.findMany({ where: { workspaceId }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["link_page.published", "link_page.published"]);
    expect(events.map((e) => JSON.parse(e.payload).data)).toEqual([
      { id: page.id, slug: page.slug, public_url: page.publicUrl, version: 1, published_at: expect.any(String) },
      expect.objectContaining({ version: 2 }),
    ]);
  });

  it("a refused publish records no event", async () => {
    const { workspaceId } = await makeWorkspace();
    const empty = await createLinkPage({ workspaceId, actor: systemActor, input: { slug: `empty-${crypto.randomUUID().slice(0, 8)}`, title: "E" } });
    await createWebhookEndpoint({ workspaceId, actor: systemActor, input: { url: "https://hooks.example.com/in", events: ["link_page.published"] } });
    await expect(publishLinkPage({ workspaceId, actor: systemActor, input: { id: empty.id } })).rejects.toMatchObject({ status: 400 });
    expect(await db.webhookEvent.count({ where: { workspaceId } })).toBe(0);
  });

  it("freezes the social accounts as they were: a later disconnect changes the draft's next version only", async () => {
    const { workspaceId, page } = await pageWithBlock();
    const account = await addSocialAccount({ workspaceId, actor: systemActor, input: { platform: "bluesky", username: "ada.bsky.social", sandbox: true } });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    await db.socialAccount.update({ where: { id: account.id }, data: { isConnected: false } });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    const versions = await db.linkPageVersion.findMany({ where: { pageId: page.id }, orderBy: { number: "asc" } });
    const accountsOf = (v: (typeof versions)[number]) => (v.snapshot as unknown as LinkSnapshot).blocks.flatMap((b) => (b.type === "social" ? b.accounts : []));
    expect(accountsOf(versions[0])).toEqual([
      { platform: "bluesky", network: "Bluesky", username: "ada.bsky.social", url: "https://bsky.app/profile/ada.bsky.social" },
    ]);
    expect(accountsOf(versions[1])).toEqual([]);
  });

  it("tags link blocks with the workspace's UTM campaign (utm_source=link_in_bio) when its tags are on", async () => {
    const { workspaceId } = await makeWorkspace();
    await db.workspace.update({ where: { id: workspaceId }, data: { utmEnabled: true, utmCampaign: "spring" } });
    const page = await createLinkPage({ workspaceId, actor: systemActor, input: { slug: `utm-${crypto.randomUUID().slice(0, 8)}`, title: "U" } });
    const links = ["https://shop.example/new#top", "https://shop.example/?utm_source=newsletter"];
    for (const url of links) await addLinkBlock({ workspaceId, actor: systemActor, input: { pageId: page.id, block: { type: "link", label: "Shop", url } } });
    await publishLinkPage({ workspaceId, actor: systemActor, input: { id: page.id } });
    const version = await db.linkPageVersion.findFirstOrThrow({ where: { pageId: page.id } });
    const urls = (version.snapshot as unknown as LinkSnapshot).blocks.flatMap((b) => (b.type === "link" ? [b.url] : []));
    expect(urls).toEqual(["https://shop.example/new?utm_source=link_in_bio&utm_medium=social&utm_campaign=spring#top", links[1]]);
  });
});

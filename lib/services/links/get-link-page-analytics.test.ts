// A page's analytics read from its stored per-day counts: every day of the period present (zeros filled in),
// totals and click-through rates, blocks in page order with their clicks per day, a block deleted since still
// listed with its clicks and its label from the published version, referrers by views, and days outside the
// period left out.
import "@/test/use-database";
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { systemActor } from "@/lib/services/actor";
import { makeWorkspace } from "@/test/factories";
import { addLinkBlock } from "./add-link-block";
import { createLinkPage } from "./create-link-page";
import { deleteLinkBlock } from "./delete-link-block";
import { getLinkPageAnalytics } from "./get-link-page-analytics";
import { utcDay } from "./link-counters";
import { publishLinkPage } from "./publish-link-page";

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(`${utcDay(new Date(Date.now() - n * DAY_MS))}T00:00:00Z`);

let workspaceId: string;
let pageId: string;
const ids: Record<"header" | "shop" | "blog" | "old", string> = { header: "", shop: "", blog: "", old: "" };
/** Blocks gone from the page whose counts outlived them, and no published version names: one with clicks this
 *  week, one with clicks only three weeks ago. */
const vanished = crypto.randomUUID();
const longGone = crypto.randomUUID();

beforeAll(async () => {
  ({ workspaceId } = await makeWorkspace());
  const actor = systemActor;
  const page = await createLinkPage({ workspaceId, actor, input: { slug: `stats-${crypto.randomUUID().slice(0, 8)}`, title: "Stats" } });
  pageId = page.id;
  const add = async (block: Record<string, unknown>) => (await addLinkBlock({ workspaceId, actor, input: { pageId, block } })).id;
  ids.header = await add({ type: "header", text: "Our shop" });
  ids.shop = await add({ type: "link", label: "Shop", url: "https://example.com/shop" });
  ids.old = await add({ type: "link", label: "Old sale", url: "https://example.com/sale" });
  ids.blog = await add({ type: "link", label: "Blog", url: "https://example.com/blog" });
  // The published version keeps the old block's label after it is deleted from the draft.
  await publishLinkPage({ workspaceId, actor, input: { id: pageId } });
  await deleteLinkBlock({ workspaceId, actor, input: { pageId, blockId: ids.old } });
  await db.linkPage.update({ where: { id: pageId }, data: { createdAt: daysAgo(40) } });

  await db.linkPageDaily.createMany({
    data: [
      { pageId, day: daysAgo(0), views: 10, uniqueVisitors: 7, clicks: 4 },
      { pageId, day: daysAgo(3), views: 5, uniqueVisitors: 5, clicks: 2 },
      { pageId, day: daysAgo(20), views: 100, uniqueVisitors: 80, clicks: 50 },
    ],
  });
  await db.linkBlockDaily.createMany({
    data: [
      { pageId, blockId: ids.shop, day: daysAgo(0), clicks: 3 },
      { pageId, blockId: ids.blog, day: daysAgo(0), clicks: 1 },
      { pageId, blockId: ids.old, day: daysAgo(3), clicks: 1 },
      { pageId, blockId: vanished, day: daysAgo(3), clicks: 1 },
      { pageId, blockId: ids.shop, day: daysAgo(20), clicks: 50 },
      { pageId, blockId: longGone, day: daysAgo(20), clicks: 2 },
    ],
  });
  await db.linkReferrerDaily.createMany({
    data: [
      { pageId, day: daysAgo(0), domain: "t.co", views: 4 },
      { pageId, day: daysAgo(0), domain: "instagram.com", views: 6 },
      { pageId, day: daysAgo(3), domain: "t.co", views: 5 },
      { pageId, day: daysAgo(20), domain: "google.com", views: 100 },
    ],
  });
});

const read = (period: string) => getLinkPageAnalytics({ workspaceId, actor: systemActor, input: { id: pageId, query: { period } } });

describe("getLinkPageAnalytics", () => {
  it("answers every day of the period with zeros filled in, and the totals of those days", async () => {
    const result = await read("7d");
    expect(result.from).toBe(utcDay(daysAgo(6)));
    expect(result.to).toBe(utcDay(daysAgo(0)));
    expect(result.days.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => utcDay(daysAgo(n))));
    expect(result.days[3]).toEqual({ date: utcDay(daysAgo(3)), views: 5, uniqueVisitors: 5, clicks: 2 });
    expect(result.days[6]).toEqual({ date: utcDay(daysAgo(0)), views: 10, uniqueVisitors: 7, clicks: 4 });
    expect(result.days.filter((d) => d.views === 0 && d.clicks === 0 && d.uniqueVisitors === 0)).toHaveLength(5);
    expect(result.totals).toEqual({ views: 15, uniqueVisitors: 12, clicks: 6, clickThroughRate: 0.4 });
  });

  it("lists the current blocks in page order, then the deleted ones with clicks in the period", async () => {
    const result = await read("7d");
    expect(result.blocks.map((b) => [b.blockId, b.type, b.label, b.clicks])).toEqual([
      [ids.header, "header", "Our shop", 0],
      [ids.shop, "link", "Shop", 3],
      [ids.blog, "link", "Blog", 1],
      ...[
        [ids.old, null, "Old sale", 1],
        [vanished, null, null, 1],
      ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    ]);
    const shop = result.blocks[1];
    expect(shop.clickThroughRate).toBe(0.2);
    expect(shop.days).toHaveLength(7);
    expect(shop.days[6]).toEqual({ date: utcDay(daysAgo(0)), clicks: 3 });
    expect(shop.days.slice(0, 6).every((d) => d.clicks === 0)).toBe(true);
    expect(result.blocks.find((b) => b.blockId === ids.old)!.days[3]).toEqual({ date: utcDay(daysAgo(3)), clicks: 1 });
  });

  it("sums referrers over the period, the most views first", async () => {
    expect((await read("7d")).referrers).toEqual([
      { domain: "t.co", views: 9 },
      { domain: "instagram.com", views: 6 },
    ]);
    expect((await read("30d")).referrers[0]).toEqual({ domain: "google.com", views: 100 });
  });

  it("takes in older days for a longer period, and the page's whole life for all", async () => {
    const month = await read("30d");
    expect(month.days).toHaveLength(30);
    expect(month.totals).toMatchObject({ views: 115, clicks: 56 });
    expect((await read("7d")).blocks.map((b) => b.blockId)).not.toContain(longGone);
    expect(month.blocks.find((b) => b.blockId === ids.shop)!.clicks).toBe(53);
    expect(month.blocks.find((b) => b.blockId === longGone)).toMatchObject({ type: null, label: null, clicks: 2 });
    const all = await read("all");
    expect(all.from).toBe(utcDay(daysAgo(40)));
    expect(all.days).toHaveLength(41);
    expect(all.totals.views).toBe(115);
    expect(all.blocks.map((b) => b.blockId)).toContain(vanished);
  });
});

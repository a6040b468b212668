// Freezes a page's draft into a version's snapshot: block fields as they are now, the social block's
// connected accounts and the posts grid's latest published posts resolved at this moment.
import { embedTarget } from "../../links/embed-url";
import { effectiveUtm, tagUrl } from "../../links/utm-tags";
import type { LinkSnapshot, SnapshotBlock, SnapshotPostTile, SnapshotSocialAccount } from "../../links/snapshot";
import { socialProfileUrl } from "../../links/social-profile-url";
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import type { Prisma } from "../../../generated/prisma/client";
import type { LinkBlockRow, LinkPageRow } from "./link-page-view";

/** utm_source of a link page's clicks. */
const LINK_IN_BIO_SOURCE = "link_in_bio";

/** A transaction or the client itself (the editor's preview reads outside any transaction). */
type Tx = Prisma.TransactionClient;

export async function socialAccounts(tx: Tx, workspaceId: string, accountIds: string[] | undefined): Promise<SnapshotSocialAccount[]> {
  const accounts = await tx.socialAccount.findMany({
    where: { workspaceId, isConnected: true, ...(accountIds ? { id: { in: accountIds } } : {}) },
    orderBy: { connectedAt: "asc" },
    select: { platform: true, platformUsername: true, settings: true },
  });
  const out: SnapshotSocialAccount[] = [];
  for (const account of accounts) {
    const url = socialProfileUrl(account);
    // One icon per network: the icon links by network (clicks are counted per block and network).
    if (url && !out.some((a) => a.platform === account.platform)) {
      out.push({
        platform: account.platform,
        network: PLATFORM_LABELS[account.platform as PlatformId] ?? account.platform,
        username: account.platformUsername,
        url,
      });
    }
  }
  return out;
}

export async function postTiles(tx: Tx, workspaceId: string, count: number, postLinks: Record<string, string>): Promise<SnapshotPostTile[]> {
  // Rows fanned out from one post share a group: a post published to three networks is one tile. A row published
  // through a sandbox account never reached a network: a visitor must not be sent to it as a real post.
  const rows = await tx.post.findMany({
    where: {
      workspaceId,
      mode: "live",
      status: "published",
      deletedAt: null,
      NOT: [{ mediaUrls: { isEmpty: true } }, { connectedAccount: { is: { isSandbox: true } } }],
    },
    orderBy: { publishedAt: "desc" },
    take: count * 11,
    select: {
      id: true,
      groupId: true,
      caption: true,
      mediaUrls: true,
      mediaType: true,
      platformResults: { where: { success: true, remotePermalink: { not: null } }, select: { remotePermalink: true }, take: 1 },
    },
  });
  const seen = new Set<string>();
  const tiles: SnapshotPostTile[] = [];
  for (const row of rows) {
    const group = row.groupId ?? row.id;
    if (seen.has(group)) continue;
    seen.add(group);
    tiles.push({
      postId: row.id,
      imageUrl: row.mediaType === "video" ? null : row.mediaUrls[0],
      caption: (row.caption ?? "").slice(0, 140),
      url: postLinks[row.id] ?? postLinks[group] ?? row.platformResults[0]?.remotePermalink ?? null,
    });
    if (tiles.length === count) break;
  }
  return tiles;
}

export async function buildLinkSnapshot(
  tx: Tx,
  { workspaceId, page, blocks, version, publishedAt }: { workspaceId: string; page: LinkPageRow; blocks: LinkBlockRow[]; version: number; publishedAt: Date },
): Promise<LinkSnapshot> {
  const out: SnapshotBlock[] = [];
  // With the workspace's UTM tags on, a link block's clicks carry them too (utm_source=link_in_bio), frozen
  // with the version like everything else: a change to the setting shows from the page's next publish.
  const workspace = await tx.workspace.findUnique({ where: { id: workspaceId }, select: { utmEnabled: true, utmCampaign: true } });
  const utm = effectiveUtm(workspace ? { enabled: workspace.utmEnabled, campaign: workspace.utmCampaign } : null, null);
  const linkUrl = (url: string) => (utm ? tagUrl(url, LINK_IN_BIO_SOURCE, utm.campaign) : url);
  for (const block of blocks) {
    const d = block.data as Record<string, never>;
    switch (block.type) {
      case "link":
        out.push({
          id: block.id,
          type: "link",
          label: d.label,
          url: linkUrl(d.url),
          ...(d.thumbnailUrl ? { thumbnailUrl: d.thumbnailUrl } : {}),
          ...(d.startsAt ? { startsAt: d.startsAt } : {}),
          ...(d.endsAt ? { endsAt: d.endsAt } : {}),
        });
        break;
      case "header":
      case "text":
        out.push({ id: block.id, type: block.type, text: d.text });
        break;
      case "social":
        out.push({ id: block.id, type: "social", accounts: await socialAccounts(tx, workspaceId, d.accountIds) });
        break;
      case "posts":
        out.push({ id: block.id, type: "posts", tiles: await postTiles(tx, workspaceId, d.count ?? 6, d.postLinks ?? {}) });
        break;
      case "embed": {
        const target = embedTarget(d.url);
        if (target) out.push({ id: block.id, type: "embed", provider: target.provider, src: target.src, url: d.url });
        break;
      }
    }
  }
  return {
    version,
    publishedAt: publishedAt.toISOString(),
    page: { slug: page.slug, title: page.title, bio: page.bio, avatarUrl: page.avatarUrl, theme: page.theme, accentColor: page.accentColor },
    blocks: out,
  };
}

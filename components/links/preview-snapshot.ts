// The draft as a snapshot, for the editor's live preview: the same renderer as the public page, with the
// social icons and post tiles a publish would freeze now (from the server's preview context).
import { embedTarget } from "@/lib/links/embed-url";
import type { LinkSnapshot, SnapshotBlock } from "@/lib/links/snapshot";
import type { LinkBlockResponse, LinkPageResponse } from "@/lib/schemas/links";
import type { LinkPreviewContext } from "@/lib/services/links/get-link-preview-context";

function previewBlock(block: LinkBlockResponse, context: LinkPreviewContext): SnapshotBlock | null {
  switch (block.type) {
    case "link":
      return {
        id: block.id,
        type: "link",
        label: block.label ?? "",
        url: block.url ?? "",
        ...(block.thumbnailUrl ? { thumbnailUrl: block.thumbnailUrl } : {}),
        ...(block.startsAt ? { startsAt: block.startsAt } : {}),
        ...(block.endsAt ? { endsAt: block.endsAt } : {}),
      };
    case "header":
    case "text":
      return { id: block.id, type: block.type, text: block.text ?? "" };
    case "social": {
      const picked = block.accountIds ? context.accounts.filter((a) => block.accountIds!.includes(a.id)) : context.accounts;
      const accounts = picked.filter((a, i) => picked.findIndex((b) => b.platform === a.platform) === i).map(({ id: _id, ...a }) => a);
      return { id: block.id, type: "social", accounts };
    }
    case "posts":
      return { id: block.id, type: "posts", tiles: context.tiles.slice(0, block.count ?? 6).map((t) => ({ ...t, url: block.postLinks?.[t.postId] ?? t.url })) };
    case "embed": {
      const target = block.url ? embedTarget(block.url) : null;
      return target ? { id: block.id, type: "embed", provider: target.provider, src: target.src, url: block.url! } : null;
    }
  }
}

export function previewSnapshot(page: LinkPageResponse, context: LinkPreviewContext): LinkSnapshot {
  return {
    version: 0,
    publishedAt: new Date(0).toISOString(),
    page: { slug: page.slug, title: page.title, bio: page.bio, avatarUrl: page.avatarUrl, theme: page.theme, accentColor: page.accentColor },
    blocks: page.blocks.map((b) => previewBlock(b, context)).filter((b): b is SnapshotBlock => b !== null),
  };
}

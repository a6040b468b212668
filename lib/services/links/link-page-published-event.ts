// The `link_page.published` webhook event, recorded by publishLinkPage in its transaction (lib/webhooks).
export interface LinkPagePublishedEvent {
  type: "link_page.published";
  workspaceId: string;
  /** snake_case, as every webhook's data (and the v1 API's posts). */
  data: { id: string; slug: string; public_url: string; version: number; published_at: string };
}

export function linkPagePublishedEvent(input: {
  workspaceId: string;
  id: string;
  slug: string;
  publicUrl: string;
  version: number;
  publishedAt: Date;
}): LinkPagePublishedEvent {
  return {
    type: "link_page.published",
    workspaceId: input.workspaceId,
    data: { id: input.id, slug: input.slug, public_url: input.publicUrl, version: input.version, published_at: input.publishedAt.toISOString() },
  };
}

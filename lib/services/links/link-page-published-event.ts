// The `link_page.published` webhook event, recorded by publishLinkPage in its transaction (lib/webhooks).
export interface LinkPagePublishedEvent {
  type: "link_page.published";
  workspaceId: string;
  data: { id: string; slug: string; publicUrl: string; version: number; publishedAt: string };
}

export function linkPagePublishedEvent(input: { workspaceId: string; id: string; slug: string; publicUrl: string; version: number; publishedAt: Date }): LinkPagePublishedEvent {
  return {
    type: "link_page.published",
    workspaceId: input.workspaceId,
    data: { id: input.id, slug: input.slug, publicUrl: input.publicUrl, version: input.version, publishedAt: input.publishedAt.toISOString() },
  };
}

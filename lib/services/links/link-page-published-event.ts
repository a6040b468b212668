// The payload of the `link_page.published` event, built by publishLinkPage after its transaction commits.
// Webhook delivery lives elsewhere (another branch): publishLinkPage is the one place that hands this
// payload on, see PUBLISHED_EVENT_HOOK there.
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

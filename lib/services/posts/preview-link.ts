// The card a network would show for a link in a post (title, description, image from the page's OpenGraph
// tags), for the composer's preview. Read through the SSRF-safe fetcher like every fetch a user can aim
// (lib/net/link-preview.ts): public hosts only, small and quick; a page without a card, or one that cannot be
// reached, is simply no card.
import { z } from "zod";
import { parseInput } from "../../errors";
import { fetchLinkPreview, type LinkPreview } from "../../net/link-preview";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

export type { LinkPreview };

export const previewLinkRequest = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).max(2048, { error: "must be at most 2048 characters" }),
});

export async function previewLink({ workspaceId, actor, input }: { workspaceId: string; actor: ContentActor; input: unknown }): Promise<LinkPreview | null> {
  const { url } = parseInput(previewLinkRequest, input);
  await requireReader(workspaceId, actor);
  return fetchLinkPreview(url);
}

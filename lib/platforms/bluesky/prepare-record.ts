// Builds an app.bsky.feed.post record ahead of publishing, for the post and for each part of a thread: facets,
// and one embed (images, else the video, else a card for the first link), with every blob uploaded now. The
// record is stored in the row's state so each publish attempt sends the same bytes.
import type { Agent } from "@atproto/api";
import type { ChainItem } from "../chain-items";
import { chainItemField, chainItemMedia } from "../chain-items";
import type { JsonValue, PublishInput } from "../types";
import { mediaUrlsField, uploadImagesEmbed, type MediaFieldName } from "./images";
import { firstLinkUri, linkCardEmbed } from "./link-card";
import { buildPostRecord, detectFacets } from "./record";
import { uploadVideoEmbed } from "./video";
import { blueskyError } from "./xrpc-errors";

export type PostRecord = { [key: string]: JsonValue };

export async function preparePostRecord(
  agent: Agent,
  input: PublishInput,
  createdAt: string,
  signal: AbortSignal,
  fieldOf: MediaFieldName = mediaUrlsField,
): Promise<PostRecord> {
  let facets;
  try {
    facets = await detectFacets(agent, input.text);
  } catch (error) {
    throw blueskyError(error, "resolving mentions");
  }
  let embed = (await uploadImagesEmbed(agent, input, signal, fieldOf)) ?? (await uploadVideoEmbed(agent, input, signal, fieldOf));
  const link = embed ? undefined : firstLinkUri(facets);
  if (link) embed = await linkCardEmbed(agent, link, signal);
  return buildPostRecord(input, { createdAt, facets, embed });
}

/** Part `index` of options.chainItems as a post of its own (its text, its one media item, the post's langs),
 *  with errors naming the part's field. The reply reference is added at publish time, once the parent's cid is known. */
export function preparePartRecord(
  agent: Agent,
  input: PublishInput,
  item: ChainItem,
  index: number,
  createdAt: string,
  signal: AbortSignal,
): Promise<PostRecord> {
  const media = chainItemMedia(item);
  const part: PublishInput = {
    ...input,
    text: item.text,
    hashtags: [],
    media: media ? [media] : [],
    mediaType: media?.kind ?? null,
    // Only the langs carry over: the post's altTexts are by position in its own media.
    options: { langs: input.options.langs },
  };
  return preparePostRecord(agent, part, createdAt, signal, () => chainItemField(input.platform, index, "mediaUrl"));
}

// The app.bsky.feed.post record, built once in prepare() and stored, so every publish attempt sends the same
// bytes (putRecord treats an identical record at the same rkey as a no-op: that is what makes it idempotent).
import { RichText, type Agent } from "@atproto/api";
import type { JsonValue, PublishInput } from "../types";
import { blueskyOptions } from "./options";

export const POST_COLLECTION = "app.bsky.feed.post";

/** Link, mention and hashtag facets in UTF-8 byte offsets. Mentions that do not resolve to a DID are left out
 *  (the text stays; an empty DID would make the whole record invalid). */
export async function detectFacets(agent: Agent, text: string): Promise<JsonValue[] | undefined> {
  const richText = new RichText({ text });
  await richText.detectFacets(agent);
  const facets = (richText.facets ?? [])
    .map((facet) => ({ ...facet, features: facet.features.filter((f) => !(f.$type === "app.bsky.richtext.facet#mention" && !(f as { did?: string }).did)) }))
    .filter((facet) => facet.features.length > 0);
  return facets.length > 0 ? (JSON.parse(JSON.stringify(facets)) as JsonValue[]) : undefined;
}

export function buildPostRecord(input: PublishInput, parts: { createdAt: string; facets?: JsonValue[]; embed?: JsonValue }): { [key: string]: JsonValue } {
  const { langs } = blueskyOptions(input.options);
  return {
    $type: POST_COLLECTION,
    text: input.text,
    createdAt: parts.createdAt,
    ...(parts.facets ? { facets: parts.facets } : {}),
    ...(langs.length > 0 ? { langs } : {}),
    ...(parts.embed ? { embed: parts.embed } : {}),
  };
}

export function postUri(did: string, rkey: string): string {
  return `at://${did}/${POST_COLLECTION}/${rkey}`;
}

export function postPermalink(did: string, rkey: string): string {
  return `https://bsky.app/profile/${did}/post/${rkey}`;
}

/** The rkey of an at:// post URI. */
export function rkeyOf(uri: string): string {
  return uri.split("/").pop() ?? "";
}

// After Facebook Login: the long-lived user token, then the pages the person manages (GET /me/accounts), each
// with its Page token and, when linked, its Instagram business account. One connected account per page
// (Facebook) or per Instagram business account (Instagram).
import { z } from "zod";
import type { OAuthTokenSet } from "../oauth/types";
import { GraphClient } from "./graph-client";
import { exchangeFacebookUserToken } from "./token-exchange";

const pagesAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      access_token: z.string().optional(),
      picture: z.object({ data: z.object({ url: z.string() }) }).optional(),
      instagram_business_account: z.object({ id: z.string(), username: z.string().optional(), profile_picture_url: z.string().optional() }).optional(),
    }),
  ),
  paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
});
export type DiscoveredPage = z.infer<typeof pagesAnswer>["data"][number];

export interface FacebookGrant {
  /** The long-lived user token (about 60 days). */
  userToken: OAuthTokenSet;
  pages: DiscoveredPage[];
}

const PAGE_FIELDS = "id,name,access_token,picture{url},instagram_business_account{id,username,profile_picture_url}";
const MAX_PAGES = 20;

export async function discoverFacebookGrant(product: "facebook" | "instagram", tokens: OAuthTokenSet, signal: AbortSignal): Promise<FacebookGrant> {
  const longLived = await exchangeFacebookUserToken(product, tokens.accessToken, signal);
  const client = new GraphClient({ product, accessToken: longLived.accessToken, signal });
  const pages: DiscoveredPage[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await client.get("me/accounts", { fields: PAGE_FIELDS, limit: 100, after }, pagesAnswer);
    pages.push(...answer.data);
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return {
    userToken: { ...tokens, accessToken: longLived.accessToken, expiresAt: longLived.expiresAt ?? null, refreshToken: null, refreshExpiresAt: null },
    pages,
  };
}

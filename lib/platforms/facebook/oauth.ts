// Facebook Login for Pages. The code gives a short-lived user token; it is exchanged for a long-lived one and
// every page the person manages becomes one account holding its Page token (which does not expire) and, as
// the refresh token, the long-lived user token that can mint a new Page token (facebookAdapter.refreshToken).
import { GRAPH_VERSION } from "../meta/base-url";
import { discoverFacebookGrant } from "../meta/page-discovery";
import type { OAuthNetworkConfig } from "../oauth/types";

export const facebookOAuth: OAuthNetworkConfig = {
  platform: "facebook",
  authorize: { origin: "https://www.facebook.com", path: `/${GRAPH_VERSION}/dialog/oauth` },
  token: { origin: "https://graph.facebook.com", path: `/${GRAPH_VERSION}/oauth/access_token` },
  scopes: [
    "pages_show_list",
    "pages_read_engagement",
    "pages_manage_posts",
    "read_insights",
    "business_management",
    "pages_manage_engagement",
    "pages_read_user_content",
  ],
  scopeSeparator: ",",
  pkce: false,
  clientAuth: "body",
  async fetchProfiles(tokens, signal) {
    const { userToken, pages } = await discoverFacebookGrant("facebook", tokens, signal);
    return pages
      .filter((page) => page.access_token)
      .map((page) => ({
        platformAccountId: page.id,
        username: page.name,
        displayName: page.name,
        profileImageUrl: page.picture?.data.url ?? null,
        settings: { pageId: page.id },
        tokens: { ...userToken, accessToken: page.access_token!, refreshToken: userToken.accessToken, expiresAt: null, refreshExpiresAt: null },
      }));
  },
};

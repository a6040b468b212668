// Instagram professional accounts through Facebook Login. The app is INSTAGRAM_CLIENT_ID/_SECRET when set
// (the design's per-network settings), else the Facebook app (FACEBOOK_CLIENT_ID/_SECRET): with Facebook Login
// both networks are normally one Meta app, so setting it once is enough. After
// the long-lived user token, each page with a linked Instagram business account becomes one account; it
// publishes with the long-lived user token, renewed before expiry (instagramAdapter.refreshToken).
import { GRAPH_VERSION } from "../meta/base-url";
import { instagramAppPrefix } from "../meta/token-exchange";
import { discoverFacebookGrant } from "../meta/page-discovery";
import type { OAuthNetworkConfig } from "../oauth/types";

export const instagramOAuth: OAuthNetworkConfig = {
  platform: "instagram",
  // A getter: which settings hold the app is decided when it is read, like every other setting.
  get credentialsPrefix() {
    return instagramAppPrefix();
  },
  authorize: { origin: "https://www.facebook.com", path: `/${GRAPH_VERSION}/dialog/oauth` },
  token: { origin: "https://graph.facebook.com", path: `/${GRAPH_VERSION}/oauth/access_token` },
  scopes: [
    "instagram_basic",
    "instagram_content_publish",
    "instagram_manage_insights",
    "instagram_manage_comments",
    "pages_show_list",
    "pages_read_engagement",
    "business_management",
  ],
  scopeSeparator: ",",
  pkce: false,
  clientAuth: "body",
  async fetchProfiles(tokens, signal) {
    const { userToken, pages } = await discoverFacebookGrant("instagram", tokens, signal);
    return pages.flatMap((page) => {
      const ig = page.instagram_business_account;
      if (!ig) return [];
      return [
        {
          platformAccountId: ig.id,
          username: ig.username ?? page.name,
          displayName: page.name,
          profileImageUrl: ig.profile_picture_url ?? null,
          settings: { pageId: page.id },
          tokens: userToken,
        },
      ];
    });
  },
};

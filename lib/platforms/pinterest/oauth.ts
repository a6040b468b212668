// Pinterest OAuth 2.0 (https://developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/):
// consent at https://www.pinterest.com/oauth/ with comma-separated scopes, code exchange and refresh at
// POST /v5/oauth/token with HTTP Basic client authentication. Access tokens last 30 days; refresh tokens are
// "continuous" (60 days, renewed with every refresh), so a refresh answers a new refresh token to store.
//
// Scopes: POST /v5/pins lists boards:read, boards:write, pins:read and pins:write in its security requirement
// (v5/openapi.json of github.com/pinterest/api-description), so boards:write is asked for although Postlane
// never changes a board; user_accounts:read reads who connected. Secret boards would need *_secret scopes,
// which are not asked for: only public and protected boards are offered.
import { z } from "zod";
import type { OAuthNetworkConfig } from "../oauth/types";
import { PINTEREST_API_ORIGIN, pinterestRequest } from "./api";

export const PINTEREST_SCOPES = ["boards:read", "boards:write", "pins:read", "pins:write", "user_accounts:read"];

const userAccount = z.looseObject({
  id: z.string().optional(),
  username: z.string(),
  profile_image: z.string().optional().nullable(),
  business_name: z.string().optional().nullable(),
  account_type: z.string().optional(),
});

export const pinterestOAuth: OAuthNetworkConfig = {
  platform: "pinterest",
  authorize: { origin: "https://www.pinterest.com", path: "/oauth/" },
  token: { origin: PINTEREST_API_ORIGIN, path: "/v5/oauth/token" },
  scopes: PINTEREST_SCOPES,
  scopeSeparator: ",",
  pkce: false,
  clientAuth: "basic",
  async fetchProfiles(tokens, signal) {
    const account = await pinterestRequest("GET", "/v5/user_account", userAccount, {
      accessToken: tokens.accessToken,
      what: "reading the connected account",
      signal,
    });
    return [
      {
        // `id` is documented as optional on the account; the username is unique too.
        platformAccountId: account.id ?? account.username,
        username: account.username,
        displayName: account.business_name ?? account.username,
        profileImageUrl: account.profile_image ?? null,
        settings: { accountType: account.account_type ?? null },
      },
    ];
  },
};

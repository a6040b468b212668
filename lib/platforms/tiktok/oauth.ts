// TikTok Login Kit for web: `client_key` instead of client_id, comma-separated scopes, no PKCE for web apps
// (TikTok asks for a code_verifier only from mobile and desktop apps). The token response carries open_id.
//
// Scopes: user.info.basic gives open_id, display_name and the avatar; the account's @username is a
// user.info.profile field (https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info, fields table;
// https://developers.tiktok.com/doc/tiktok-api-scopes lists it as a Login Kit scope). So user.info.profile is
// asked for, and username read only when the person granted it: TikTok's consent lets them untick scopes, and
// asking for a field without its scope fails the whole call (scope_permission_missed). Without it the display
// name stands in, as before.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import type { OAuthNetworkConfig } from "../oauth/types";
import { throwTiktokError } from "./errors";

export const TIKTOK_API_ORIGIN = "https://open.tiktokapis.com";

const userInfo = z.object({
  data: z.object({
    user: z.object({ open_id: z.string(), display_name: z.string().optional(), avatar_url: z.string().optional(), username: z.string().optional() }),
  }),
});

export const tiktokOAuth: OAuthNetworkConfig = {
  platform: "tiktok",
  authorize: { origin: "https://www.tiktok.com", path: "/v2/auth/authorize/" },
  token: { origin: TIKTOK_API_ORIGIN, path: "/v2/oauth/token/" },
  scopes: ["user.info.basic", "user.info.profile", "video.publish", "video.upload", "video.list"],
  scopeSeparator: ",",
  pkce: false,
  clientIdParam: "client_key",
  clientAuth: "body",
  async fetchProfiles(tokens, signal) {
    const fields = ["open_id", "display_name", "avatar_url", ...(tokens.scopes.includes("user.info.profile") ? ["username"] : [])];
    const response = await fetchNetwork(networkUrl("tiktok", TIKTOK_API_ORIGIN, `/v2/user/info/?fields=${fields.join(",")}`), {
      headers: { authorization: bearer(tokens.accessToken) },
      signal,
    });
    const body = await readJson(response);
    if (!response.ok) throwTiktokError(response, body, "reading the connected profile");
    const { user } = parseResponse(userInfo, body, "GET /v2/user/info/").data;
    return [
      {
        platformAccountId: user.open_id,
        username: user.username ?? user.display_name ?? user.open_id,
        displayName: user.display_name ?? null,
        profileImageUrl: user.avatar_url ?? null,
      },
    ];
  },
};

// X's OAuth 2.0 authorization-code flow with PKCE (confidential client: HTTP Basic on the token endpoint).
// offline.access makes X issue a refresh token; media.write is needed by the v2 media upload endpoints.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import type { OAuthNetworkConfig } from "../oauth/types";
import { throwTwitterError } from "./errors";

export const X_API_ORIGIN = "https://api.x.com";

const meResponse = z.object({
  data: z.object({ id: z.string(), username: z.string(), name: z.string().optional(), profile_image_url: z.string().optional() }),
});

export const twitterOAuth: OAuthNetworkConfig = {
  platform: "twitter",
  authorize: { origin: "https://x.com", path: "/i/oauth2/authorize" },
  token: { origin: X_API_ORIGIN, path: "/2/oauth2/token" },
  scopes: ["tweet.read", "tweet.write", "users.read", "offline.access", "media.write"],
  scopeSeparator: " ",
  pkce: true,
  clientAuth: "basic",
  async fetchProfiles(tokens, signal) {
    const response = await fetchNetwork(networkUrl("twitter", X_API_ORIGIN, "/2/users/me?user.fields=profile_image_url,username,name"), {
      headers: { authorization: bearer(tokens.accessToken) },
      signal,
    });
    const body = await readJson(response);
    if (!response.ok) throwTwitterError(response, body, "reading the connected profile");
    const { data } = parseResponse(meResponse, body, "GET /2/users/me");
    return [{ platformAccountId: data.id, username: data.username, displayName: data.name ?? null, profileImageUrl: data.profile_image_url ?? null }];
  },
};

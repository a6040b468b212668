// LinkedIn's 3-legged OAuth (no PKCE for confidential web apps; client secret in the form). Posting as the
// member needs w_member_social; openid + profile give the person id (userinfo `sub`) used in the author URN.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import type { OAuthNetworkConfig } from "../oauth/types";
import { throwLinkedinError } from "./errors";

export const LINKEDIN_API_ORIGIN = "https://api.linkedin.com";

const userinfo = z.object({ sub: z.string(), name: z.string().optional(), picture: z.string().optional(), email: z.string().optional() });

export const linkedinOAuth: OAuthNetworkConfig = {
  platform: "linkedin",
  authorize: { origin: "https://www.linkedin.com", path: "/oauth/v2/authorization" },
  token: { origin: "https://www.linkedin.com", path: "/oauth/v2/accessToken" },
  scopes: ["openid", "profile", "w_member_social"],
  scopeSeparator: " ",
  pkce: false,
  clientAuth: "body",
  async fetchProfiles(tokens, signal) {
    const response = await fetchNetwork(networkUrl("linkedin", LINKEDIN_API_ORIGIN, "/v2/userinfo"), {
      headers: { authorization: bearer(tokens.accessToken) },
      signal,
    });
    const body = await readJson(response);
    if (!response.ok) throwLinkedinError(response, body, "reading the connected profile");
    const info = parseResponse(userinfo, body, "GET /v2/userinfo");
    return [
      {
        platformAccountId: info.sub,
        username: info.name ?? info.sub,
        displayName: info.name ?? null,
        profileImageUrl: info.picture ?? null,
        settings: { authorUrn: `urn:li:person:${info.sub}` },
      },
    ];
  },
};

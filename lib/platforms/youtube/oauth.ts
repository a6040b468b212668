// Google OAuth 2.0 for YouTube with PKCE. access_type=offline + prompt=consent make Google return a refresh
// token every time (it otherwise sends one only on first consent). Each channel of the grant becomes an account.
import { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import type { OAuthNetworkConfig } from "../oauth/types";
import { throwYoutubeError } from "./errors";

export const GOOGLE_API_ORIGIN = "https://www.googleapis.com";

const channelList = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z
          .object({
            title: z.string().optional(),
            customUrl: z.string().optional(),
            thumbnails: z.record(z.string(), z.object({ url: z.string() })).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

export const youtubeOAuth: OAuthNetworkConfig = {
  platform: "youtube",
  authorize: { origin: "https://accounts.google.com", path: "/o/oauth2/v2/auth" },
  token: { origin: "https://oauth2.googleapis.com", path: "/token" },
  // youtube.force-ssl: commentThreads.insert, the first comment (first-comment.ts). Channels connected before it
  // was asked for must reconnect to post comments; their uploads keep working.
  scopes: [
    "https://www.googleapis.com/auth/youtube.upload",
    "https://www.googleapis.com/auth/youtube.readonly",
    "https://www.googleapis.com/auth/youtube.force-ssl",
  ],
  scopeSeparator: " ",
  pkce: true,
  clientAuth: "body",
  extraAuthorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
  async fetchProfiles(tokens, signal) {
    const response = await fetchNetwork(networkUrl("youtube", GOOGLE_API_ORIGIN, "/youtube/v3/channels?part=snippet&mine=true"), {
      headers: { authorization: bearer(tokens.accessToken) },
      signal,
    });
    const body = await readJson(response);
    if (!response.ok) throwYoutubeError(response, body, "reading the connected channel");
    const { items } = parseResponse(channelList, body, "GET /youtube/v3/channels");
    return items.map((channel) => ({
      platformAccountId: channel.id,
      username: channel.snippet?.customUrl ?? channel.snippet?.title ?? channel.id,
      displayName: channel.snippet?.title ?? null,
      profileImageUrl: channel.snippet?.thumbnails?.default?.url ?? null,
      settings: { channelId: channel.id },
    }));
  },
};

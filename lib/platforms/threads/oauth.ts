// Threads OAuth: threads.net authorize page, POST graph.threads.net/oauth/access_token for a short-lived token,
// then th_exchange_token for a 60-day one that the adapter refreshes itself (th_refresh_token).
import { z } from "zod";
import { GraphClient } from "../meta/graph-client";
import { exchangeThreadsToken } from "../meta/token-exchange";
import type { OAuthNetworkConfig } from "../oauth/types";

const profile = z.object({ id: z.string(), username: z.string(), name: z.string().optional(), threads_profile_picture_url: z.string().optional() });

export const threadsOAuth: OAuthNetworkConfig = {
  platform: "threads",
  authorize: { origin: "https://threads.net", path: "/oauth/authorize" },
  token: { origin: "https://graph.threads.net", path: "/oauth/access_token" },
  scopes: ["threads_basic", "threads_content_publish", "threads_manage_insights", "threads_read_replies", "threads_manage_replies"],
  scopeSeparator: ",",
  pkce: false,
  clientAuth: "body",
  async fetchProfiles(tokens, signal) {
    const longLived = await exchangeThreadsToken(tokens.accessToken, signal);
    const client = new GraphClient({ product: "threads", accessToken: longLived.accessToken, signal });
    const me = await client.get("me", { fields: "id,username,name,threads_profile_picture_url" }, profile);
    return [
      {
        platformAccountId: me.id,
        username: me.username,
        displayName: me.name ?? me.username,
        profileImageUrl: me.threads_profile_picture_url ?? null,
        tokens: { ...tokens, accessToken: longLived.accessToken, refreshToken: null, refreshExpiresAt: null, expiresAt: longLived.expiresAt ?? null },
      },
    ];
  },
};

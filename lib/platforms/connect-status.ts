// How each network is connected and whether this server can do it, for the Accounts page: an OAuth network
// without <NETWORK>_CLIENT_ID/SECRET says why instead of offering a broken button. Two audiences: `reason` is
// what a marketer reads (no variable names: they cannot set them), `operatorHint` what the server's operator
// needs, written to the server log when someone tries (docs/configuration.md has the same).
import { CREDENTIAL_NETWORKS, oauthConfig } from "./oauth/configs";
import { clientCredentials } from "./oauth/token-endpoint";
import { PLATFORM_IDS, type PlatformId } from "./ids";

export interface ConnectStatus {
  method: "oauth" | "credentials";
  configured: boolean;
  /** Why it cannot be connected, for a person (set when configured is false). */
  reason?: string;
  /** What the operator must set to make it work, for the server log. */
  operatorHint?: string;
}

export function connectStatus(): Record<PlatformId, ConnectStatus> {
  const result = {} as Record<PlatformId, ConnectStatus>;
  for (const platform of PLATFORM_IDS) {
    if (CREDENTIAL_NETWORKS.includes(platform)) {
      result[platform] = { method: "credentials", configured: true };
      continue;
    }
    const config = oauthConfig(platform);
    if (!config) {
      result[platform] = { method: "oauth", configured: false, reason: "connecting this network is not available in this version yet" };
      continue;
    }
    if (!clientCredentials(config)) {
      const prefix = (config.credentialsPrefix ?? platform).toUpperCase();
      result[platform] = {
        method: "oauth",
        configured: false,
        reason: "not set up on this server — ask your administrator",
        operatorHint: `the server has no app for this network: set ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET`,
      };
      continue;
    }
    result[platform] = { method: "oauth", configured: true };
  }
  return result;
}

// Where a connect flow ends: the workspace's Accounts page with a flag the page turns into a message.
//   ?connected=<platform>&count=<n>       accounts stored
//   ?connectError=<message>&platform=<p>  nothing stored; the message says why and what to do
import { appUrl } from "../../env";

export function accountsPageUrl(workspaceId: string | null, flag: { connected: string; count: number } | { error: string; platform: string }): string {
  const url = new URL(workspaceId ? `/${workspaceId}/accounts` : "/", appUrl());
  if ("connected" in flag) {
    url.searchParams.set("connected", flag.connected);
    url.searchParams.set("count", String(flag.count));
  } else {
    url.searchParams.set("connectError", flag.error);
    url.searchParams.set("platform", flag.platform);
  }
  return url.toString();
}

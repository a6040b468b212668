// Every host a network uses (authorize page, token endpoint, API, upload host) moves to one place when
// <NETWORK>_API_BASE_URL is set: the local stand-in servers in tests and e2e serve all the real paths.
import { networkSetting } from "../env";

export function networkUrl(network: string, defaultOrigin: string, path: string): string {
  const base = (networkSetting(network, "API_BASE_URL") ?? defaultOrigin).replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Rewrites an absolute URL the network handed out (an upload URL) onto the override, keeping path and query. */
export function rebaseNetworkUrl(network: string, absoluteUrl: string): string {
  const override = networkSetting(network, "API_BASE_URL");
  if (!override) return absoluteUrl;
  const url = new URL(absoluteUrl);
  const base = new URL(override);
  if (url.origin === base.origin) return absoluteUrl;
  return `${override.replace(/\/+$/, "")}${url.pathname}${url.search}`;
}

// Where each Meta product's Graph API lives. `<NETWORK>_API_BASE_URL` overrides the host (tests point it at
// the local fake); an override without a version path gets the default version appended, so both
// "http://127.0.0.1:4000" and "https://graph.facebook.com/v24.0" work.
import { networkSetting } from "../../env";

export type MetaProduct = "instagram" | "facebook" | "threads";

/** Graph versions we speak. Facebook and Instagram share graph.facebook.com; Threads has its own host. */
export const GRAPH_VERSION = "v23.0";
export const THREADS_VERSION = "v1.0";

const DEFAULT_HOST: Record<MetaProduct, string> = {
  instagram: "https://graph.facebook.com",
  facebook: "https://graph.facebook.com",
  threads: "https://graph.threads.net",
};

const VERSION_PATH = /\/v\d+\.\d+$/;

/** The versioned base, e.g. https://graph.facebook.com/v23.0 (no trailing slash). */
export function graphBaseUrl(product: MetaProduct): string {
  const configured = networkSetting(product, "API_BASE_URL")?.replace(/\/+$/, "");
  const base = configured ?? DEFAULT_HOST[product];
  if (VERSION_PATH.test(base)) return base;
  return `${base}/${product === "threads" ? THREADS_VERSION : GRAPH_VERSION}`;
}

/** The unversioned root of the same host (Threads' and Instagram's token endpoints live there). */
export function graphRootUrl(product: MetaProduct): string {
  return graphBaseUrl(product).replace(VERSION_PATH, "");
}

// The public base of stored media (the contract's `{cdn_url}`): CDN_URL when set, else the app's own /media.
import { appUrl, env } from "../env";

export function cdnBaseUrl(): string {
  return (env().CDN_URL ?? `${appUrl()}/media`).replace(/\/+$/, "");
}

/** Keys are built from safe segments; each is still encoded so the URL is always well-formed. */
export function joinKey(base: string, key: string): string {
  return `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

// A post's stored UTM override as the API and the composer spell it (lib/links/utm-tags.ts reads the column).
import { readUtm } from "../links/utm-tags";
import type { PostUtm } from "../schemas/posts";

/** The stored override as the API and the composer spell it; null when the post follows the workspace. */
export function postUtmOf(value: unknown): PostUtm | null {
  const utm = readUtm(value);
  return utm ? { enabled: utm.enabled, ...(utm.campaign ? { campaign: utm.campaign } : {}) } : null;
}

// Who acts on LinkedIn for a connected account: the URN stored at connect (settings.authorUrn), else the
// member's person URN from its id; and the partner permission every read of posts and comments needs.
import type { AccountContext } from "../types";

/** Reading a member's posts, their social actions and comments: granted only to approved partners
 *  (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/network-update-social-actions). */
export const SOCIAL_ACTIONS_SCOPE = "r_member_social";

export function authorUrn(account: AccountContext): string {
  const urn = account.settings.authorUrn;
  return typeof urn === "string" && urn.startsWith("urn:li:") ? urn : `urn:li:person:${account.platformAccountId}`;
}

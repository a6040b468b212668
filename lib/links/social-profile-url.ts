// The public profile address of a connected account, for the social icons block. Only networks whose
// profile URL follows from what we store are linked; the others are left out of the block.
import type { PlatformId } from "../platforms/ids";

export interface ProfileSource {
  platform: string;
  platformUsername: string;
  settings: unknown;
}

const handle = (username: string) => username.replace(/^@/, "");

export function socialProfileUrl(account: ProfileSource): string | null {
  const name = handle(account.platformUsername);
  const settings = (account.settings ?? {}) as Record<string, unknown>;
  // Facebook, LinkedIn and Mastodon addresses come from settings, not from the shown name (which may have spaces).
  if (!/^[\w.\-]+$/.test(name) && !["mastodon", "facebook", "linkedin"].includes(account.platform)) return null;
  switch (account.platform as PlatformId) {
    case "bluesky":
      return `https://bsky.app/profile/${name}`;
    case "twitter":
      return `https://x.com/${name}`;
    case "instagram":
      return `https://www.instagram.com/${name}/`;
    case "threads":
      return `https://www.threads.com/@${name}`;
    case "tiktok":
      return `https://www.tiktok.com/@${name}`;
    case "youtube":
      return `https://www.youtube.com/@${name}`;
    case "pinterest":
      return `https://www.pinterest.com/${name}/`;
    case "facebook": {
      // A Page's numeric id opens the Page (its display name is not an address).
      const pageId = typeof settings.pageId === "string" ? settings.pageId : null;
      return pageId && /^\d+$/.test(pageId) ? `https://www.facebook.com/${pageId}` : null;
    }
    case "linkedin": {
      // An organisation's numeric id opens its company page; a member's id from sign-in is not a public
      // address, so a personal profile is linked only when its address was stored (settings.profileUrl).
      const organization = typeof settings.authorUrn === "string" ? /^urn:li:organization:(\d+)$/.exec(settings.authorUrn) : null;
      if (organization) return `https://www.linkedin.com/company/${organization[1]}/`;
      const profileUrl = typeof settings.profileUrl === "string" ? settings.profileUrl : null;
      return profileUrl && /^https:\/\/([\w-]+\.)?linkedin\.com\/in\/[\w\-%]+\/?$/.test(profileUrl) ? profileUrl : null;
    }
    case "telegram":
      return typeof settings.chatUsername === "string" ? `https://t.me/${settings.chatUsername}` : null;
    case "mastodon": {
      const instance = typeof settings.instanceUrl === "string" ? settings.instanceUrl.replace(/\/+$/, "") : null;
      const user = name.split("@")[0];
      return instance && /^https?:\/\//.test(instance) && /^[\w.\-]+$/.test(user) ? `${instance}/@${user}` : null;
    }
    default:
      // discord (channels): no public profile to link.
      return null;
  }
}

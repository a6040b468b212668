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
  if (!/^[\w.\-]+$/.test(name) && account.platform !== "mastodon") return null;
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
    case "telegram":
      return typeof settings.chatUsername === "string" ? `https://t.me/${settings.chatUsername}` : null;
    case "mastodon": {
      const instance = typeof settings.instanceUrl === "string" ? settings.instanceUrl.replace(/\/+$/, "") : null;
      const user = name.split("@")[0];
      return instance && /^https?:\/\//.test(instance) && /^[\w.\-]+$/.test(user) ? `${instance}/@${user}` : null;
    }
    default:
      // facebook (page ids, not names), linkedin (URNs), discord (channels): no public profile to link.
      return null;
  }
}

// Ids and permalinks shaped like each network's, derived from a seed (row id + item index) so the same row
// always gets the same "remote" post: retries and tests are deterministic.
import crypto from "node:crypto";
import type { PlatformId } from "../ids";
import type { AccountContext, PublishedItem } from "../types";

function digest(seed: string): Buffer {
  return crypto.createHash("sha256").update(seed).digest();
}

/** A decimal id of `length` digits, never starting with 0. */
export function numericId(seed: string, length: number, prefix = ""): string {
  const bytes = digest(seed);
  let digits = prefix;
  for (let i = 0; digits.length < length; i = (i + 1) % bytes.length) digits += String(bytes[i] % 10);
  return digits[0] === "0" ? `1${digits.slice(1)}` : digits;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function fromAlphabet(seed: string, length: number, alphabet: string): string {
  const bytes = digest(seed);
  let out = "";
  for (let i = 0; out.length < length; i++) out += alphabet[bytes[i % bytes.length] % alphabet.length];
  return out;
}

function instanceHost(account: AccountContext): string {
  const url = account.settings.instanceUrl;
  if (typeof url === "string" && URL.canParse(url)) return new URL(url).host;
  return "mastodon.social";
}

/** The intermediate object a network creates before publishing (container, publish_id, upload session). */
export function sandboxPublishId(platform: PlatformId, seed: string): string | null {
  switch (platform) {
    case "instagram":
    case "threads":
      return numericId(`${seed}:container`, 17, "17");
    case "tiktok":
      return `v_pub_url~v2-1.${numericId(`${seed}:publish`, 19, "7")}`;
    case "youtube":
      return `https://www.googleapis.com/upload/youtube/v3/videos?uploadType=resumable&upload_id=${fromAlphabet(`${seed}:upload`, 42, BASE64URL)}`;
    case "facebook":
    case "linkedin":
    case "twitter":
    case "bluesky":
    case "mastodon":
    case "telegram":
    case "discord":
    case "pinterest":
      return null;
  }
}

export function sandboxItem(platform: PlatformId, account: AccountContext, seed: string): PublishedItem {
  const user = account.platformUsername.replace(/^@/, "");
  const remotePublishId = sandboxPublishId(platform, seed);
  switch (platform) {
    case "instagram": {
      const id = numericId(seed, 17, "18");
      return { remotePostId: id, remotePublishId, remotePermalink: `https://www.instagram.com/p/${fromAlphabet(seed, 11, BASE64URL)}/` };
    }
    case "facebook": {
      const page = account.platformAccountId.replace(/\D/g, "") || numericId(`${account.id}:page`, 15);
      const post = numericId(seed, 16, "1");
      return { remotePostId: `${page}_${post}`, remotePublishId, remotePermalink: `https://www.facebook.com/${page}/posts/${post}` };
    }
    case "twitter": {
      const id = numericId(seed, 19, "18");
      return { remotePostId: id, remotePublishId, remotePermalink: `https://x.com/${user}/status/${id}` };
    }
    case "linkedin": {
      const urn = `urn:li:share:${numericId(seed, 19, "7")}`;
      return { remotePostId: urn, remotePublishId, remotePermalink: `https://www.linkedin.com/feed/update/${urn}/` };
    }
    case "youtube": {
      const id = fromAlphabet(seed, 11, BASE64URL);
      return { remotePostId: id, remotePublishId, remotePermalink: `https://www.youtube.com/watch?v=${id}` };
    }
    case "tiktok": {
      const id = numericId(seed, 19, "7");
      return { remotePostId: id, remotePublishId, remotePermalink: `https://www.tiktok.com/@${user}/video/${id}` };
    }
    case "threads": {
      const id = numericId(seed, 17, "18");
      return { remotePostId: id, remotePublishId, remotePermalink: `https://www.threads.net/@${user}/post/${fromAlphabet(seed, 11, BASE64URL)}` };
    }
    case "bluesky": {
      const did = account.platformAccountId.startsWith("did:") ? account.platformAccountId : `did:plc:${fromAlphabet(`${account.id}:did`, 24, BASE32)}`;
      const rkey = `3l${fromAlphabet(seed, 11, BASE32)}`;
      return { remotePostId: `at://${did}/app.bsky.feed.post/${rkey}`, remotePublishId, remotePermalink: `https://bsky.app/profile/${user}/post/${rkey}` };
    }
    case "mastodon": {
      const id = numericId(seed, 18, "11");
      return { remotePostId: id, remotePublishId, remotePermalink: `https://${instanceHost(account)}/@${user}/${id}` };
    }
    case "telegram": {
      const id = String(1 + (digest(seed).readUInt32BE(0) % 90_000));
      const chat = typeof account.settings.chatUsername === "string" ? account.settings.chatUsername.replace(/^@/, "") : user;
      return { remotePostId: id, remotePublishId, remotePermalink: `https://t.me/${chat}/${id}` };
    }
    case "pinterest": {
      const id = numericId(seed, 18, "9");
      return { remotePostId: id, remotePublishId, remotePermalink: `https://www.pinterest.com/pin/${id}/` };
    }
    case "discord": {
      const id = numericId(seed, 19, "12");
      const guild = typeof account.settings.guildId === "string" ? account.settings.guildId : numericId(`${account.id}:guild`, 18, "9");
      const channel = typeof account.settings.channelId === "string" ? account.settings.channelId : numericId(`${account.id}:channel`, 18, "9");
      return { remotePostId: id, remotePublishId, remotePermalink: `https://discord.com/channels/${guild}/${channel}/${id}` };
    }
  }
}

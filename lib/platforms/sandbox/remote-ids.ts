// Ids shaped like each network's (permalinks: an app page, see sandboxPermalink), derived from a seed (row id + item index) so the same row
// always gets the same "remote" post: retries and tests are deterministic.
import crypto from "node:crypto";
import { appUrl } from "../../env";
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

/**
 * Sandbox posts link to a page of this app that says so, never to a URL shaped like the network's: a person
 * must not take a sandbox link for a real post, and a network URL of a post that does not exist (or is
 * someone else's) would mislead. No spaces, whatever the account's name.
 */
export function sandboxPermalink(platform: PlatformId, remotePostId: string): string {
  return `${appUrl()}/sandbox/${platform}/${encodeURIComponent(remotePostId)}`;
}

function withSandboxLink(platform: PlatformId, remotePostId: string, remotePublishId: string | null): PublishedItem {
  return { remotePostId, remotePublishId, remotePermalink: sandboxPermalink(platform, remotePostId) };
}

export function sandboxItem(platform: PlatformId, account: AccountContext, seed: string): PublishedItem {
  const remotePublishId = sandboxPublishId(platform, seed);
  switch (platform) {
    case "instagram": {
      const id = numericId(seed, 17, "18");
      return withSandboxLink(platform, id, remotePublishId);
    }
    case "facebook": {
      const page = account.platformAccountId.replace(/\D/g, "") || numericId(`${account.id}:page`, 15);
      const post = numericId(seed, 16, "1");
      return withSandboxLink(platform, `${page}_${post}`, remotePublishId);
    }
    case "twitter": {
      const id = numericId(seed, 19, "18");
      return withSandboxLink(platform, id, remotePublishId);
    }
    case "linkedin": {
      const urn = `urn:li:share:${numericId(seed, 19, "7")}`;
      return withSandboxLink(platform, urn, remotePublishId);
    }
    case "youtube": {
      const id = fromAlphabet(seed, 11, BASE64URL);
      return withSandboxLink(platform, id, remotePublishId);
    }
    case "tiktok": {
      const id = numericId(seed, 19, "7");
      return withSandboxLink(platform, id, remotePublishId);
    }
    case "threads": {
      const id = numericId(seed, 17, "18");
      return withSandboxLink(platform, id, remotePublishId);
    }
    case "bluesky": {
      const did = account.platformAccountId.startsWith("did:") ? account.platformAccountId : `did:plc:${fromAlphabet(`${account.id}:did`, 24, BASE32)}`;
      const rkey = `3l${fromAlphabet(seed, 11, BASE32)}`;
      return withSandboxLink(platform, `at://${did}/app.bsky.feed.post/${rkey}`, remotePublishId);
    }
    case "mastodon": {
      const id = numericId(seed, 18, "11");
      return withSandboxLink(platform, id, remotePublishId);
    }
    case "telegram": {
      const id = String(1 + (digest(seed).readUInt32BE(0) % 90_000));
      return withSandboxLink(platform, id, remotePublishId);
    }
    case "pinterest": {
      const id = numericId(seed, 18, "9");
      return withSandboxLink(platform, id, remotePublishId);
    }
    case "discord": {
      const id = numericId(seed, 19, "12");
      return withSandboxLink(platform, id, remotePublishId);
    }
  }
}

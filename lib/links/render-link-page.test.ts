// The public page's social block: a brand mark for every network, named for screen readers by the link
// around it, within the page's strict CSP (no script, no style attributes) and its size budget.
import { describe, expect, it } from "vitest";
import { PLATFORM_IDS, PLATFORM_LABELS } from "../platforms/ids";
import { renderLinkPage } from "./render-link-page";
import type { LinkSnapshot } from "./snapshot";
import { socialProfileUrl } from "./social-profile-url";

const snapshot: LinkSnapshot = {
  version: 1,
  publishedAt: "2026-11-26T00:00:00.000Z",
  page: { slug: "ada", title: "Ada", bio: null, avatarUrl: null, theme: "light", accentColor: null },
  blocks: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      type: "social",
      accounts: PLATFORM_IDS.map((platform) => ({
        platform,
        network: PLATFORM_LABELS[platform],
        username: `ada-${platform}`,
        url: `https://example.com/${platform}`,
      })),
    },
  ],
};

describe("the public page's social icons", () => {
  const html = renderLinkPage(snapshot, { slug: "ada", publicUrl: "https://postlane.example/l/ada", now: Date.now() });

  it("draws every network's mark as inline SVG inside a link named for the network and account", () => {
    for (const platform of PLATFORM_IDS) {
      const link = new RegExp(
        `<a [^>]*aria-label="${PLATFORM_LABELS[platform].replace(/[()]/g, "\\$&")}: ada-${platform}"[^>]*><svg [^>]*aria-hidden="true"[^>]*>(.*?)</svg></a>`,
      );
      const match = link.exec(html);
      expect(match, platform).not.toBeNull();
      expect(match![1], platform).toMatch(/<path |<text /);
    }
  });

  it("stays within what the strict CSP allows and the size budget", () => {
    expect(html).not.toMatch(/<script|\sstyle="|\son\w+=/i);
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
  });
});

describe("socialProfileUrl", () => {
  const url = (platform: string, platformUsername: string, settings: unknown = {}) => socialProfileUrl({ platform, platformUsername, settings });

  it("links Pinterest, Facebook Pages and LinkedIn organisations, which were missing", () => {
    expect(url("pinterest", "adabakes")).toBe("https://www.pinterest.com/adabakes/");
    expect(url("facebook", "Ada's Bakery", { pageId: "1234567890" })).toBe("https://www.facebook.com/1234567890");
    expect(url("linkedin", "Ada Bakery", { authorUrn: "urn:li:organization:4242" })).toBe("https://www.linkedin.com/company/4242/");
    expect(url("linkedin", "Ada Lovelace", { authorUrn: "urn:li:person:abc", profileUrl: "https://www.linkedin.com/in/ada-lovelace/" })).toBe(
      "https://www.linkedin.com/in/ada-lovelace/",
    );
  });

  it("leaves out what has no public address, and refuses addresses that are not the network's", () => {
    expect(url("linkedin", "Ada Lovelace", { authorUrn: "urn:li:person:abc" })).toBeNull();
    expect(url("linkedin", "Ada", { profileUrl: "https://evil.example/in/ada" })).toBeNull();
    expect(url("facebook", "Ada", { pageId: "javascript:alert(1)" })).toBeNull();
    expect(url("discord", "general")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { resolveContent, type PostContent } from "./resolve-content";

const CDN = "https://cdn.postlane.test";

const post = (overrides: Partial<PostContent> = {}): PostContent => ({
  id: "00000000-0000-4000-8000-000000000001",
  title: null,
  caption: "Shop https://shop.example/a",
  hashtags: [],
  mediaUrls: [],
  mediaType: null,
  postType: "post",
  platformCaptions: {},
  platformOptions: {},
  ...overrides,
});

const tags = (source: string) => `utm_source=${source}&utm_medium=social&utm_campaign=spring`;

describe("resolveContent: UTM tags", () => {
  it("tags the caption, the per-network caption and the hashtag line stays as it was", () => {
    const p = post({ utmCampaign: "spring", hashtags: ["sale"], platformCaptions: { mastodon: "Toot https://shop.example/m" } });
    expect(resolveContent(p, "bluesky", CDN).text).toBe(`Shop https://shop.example/a?${tags("bluesky")} #sale`);
    expect(resolveContent(p, "mastodon", CDN).text).toBe(`Toot https://shop.example/m?${tags("mastodon")}\n\n#sale`);
  });

  it("tags link fields and every thread part, without changing the stored options", () => {
    const options = {
      pinterest: { boardId: "1", link: "https://shop.example/pin#top" },
      threads: { linkAttachment: "https://shop.example/t", chainItems: [{ text: "More at https://shop.example/2" }] },
    };
    const p = post({ utmCampaign: "spring", platformOptions: options });
    expect(resolveContent(p, "pinterest", CDN).options.link).toBe(`https://shop.example/pin?${tags("pinterest")}#top`);
    const threads = resolveContent(p, "threads", CDN).options;
    expect(threads.linkAttachment).toBe(`https://shop.example/t?${tags("threads")}`);
    expect(threads.chainItems).toEqual([{ text: `More at https://shop.example/2?${tags("threads")}` }]);
    expect(options.threads.chainItems[0].text).toBe("More at https://shop.example/2");
  });

  it("leaves everything as written without a campaign", () => {
    expect(resolveContent(post(), "twitter", CDN).text).toBe("Shop https://shop.example/a");
  });
});

describe("resolveContent: alt text", () => {
  it("gives each image its own alt text; a network's altText option wins for the first", () => {
    const p = post({
      mediaUrls: ["https://cdn.example/a.png", "https://cdn.example/b.png", "https://cdn.example/c.png"],
      mediaAltTexts: ["First", " ", "Third"],
      platformOptions: { pinterest: { altText: "Pin's own" } },
    });
    expect(resolveContent(p, "bluesky", CDN).media.map((m) => m.altText)).toEqual(["First", undefined, "Third"]);
    expect(resolveContent(p, "pinterest", CDN).media[0].altText).toBe("Pin's own");
  });
});

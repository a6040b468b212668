import { describe, expect, it } from "vitest";
import { formatProblems } from "../platforms/validation";
import { validateForPlatform } from "../platforms/rules";
import { resolveContent, type PostContent } from "./resolve-content";

const CDN = "https://cdn.postlane.test";

function post(overrides: Partial<PostContent> = {}): PostContent {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    title: null,
    caption: "Launch day",
    hashtags: [],
    mediaUrls: [],
    mediaType: null,
    postType: "post",
    platformCaptions: {},
    platformOptions: {},
    ...overrides,
  };
}

function problemsFor(p: PostContent, platform: Parameters<typeof resolveContent>[1]) {
  const input = resolveContent(p, platform, CDN);
  return formatProblems(platform, validateForPlatform(input));
}

describe("resolveContent", () => {
  it("uses the platform caption when there is one, else the shared caption", () => {
    const p = post({ platformCaptions: { bluesky: "Hello Bluesky" } });
    expect(resolveContent(p, "bluesky", CDN).text).toBe("Hello Bluesky");
    expect(resolveContent(p, "mastodon", CDN).text).toBe("Launch day");
  });

  it("appends hashtags the network's way, without repeating ones already in the text", () => {
    const p = post({ caption: "Launch day #launch", hashtags: ["#Launch", "postlane", " news "] });
    expect(resolveContent(p, "mastodon", CDN).text).toBe("Launch day #launch\n\n#postlane #news");
    expect(resolveContent(p, "twitter", CDN).text).toBe("Launch day #launch #postlane #news");
    const threads = resolveContent(post({ hashtags: ["launch", "news"] }), "threads", CDN);
    expect(threads.options.topic).toBe("launch");
    expect(threads.text).toBe("Launch day #news");
  });

  it("cuts the YouTube description at 5000 characters", () => {
    const p = post({ caption: "é".repeat(6000), mediaUrls: ["https://cdn.postlane.test/v.mp4"], mediaType: "video" });
    expect([...resolveContent(p, "youtube", CDN).text]).toHaveLength(5000);
  });

  it("reports every missing required YouTube option with the contract's wording", () => {
    const p = post({ mediaUrls: ["https://cdn.postlane.test/v.mp4"], mediaType: "video" });
    expect(problemsFor(p, "youtube")).toBe("youtube: title is required; youtube: categoryId is required; youtube: madeForKids is required");
    const long = post({
      mediaUrls: ["https://cdn.postlane.test/v.mp4"],
      platformOptions: { youtube: { title: "t".repeat(101), categoryId: "22", madeForKids: false } },
    });
    expect(problemsFor(long, "youtube")).toBe("youtube: title must be at most 100 characters (got 101)");
  });

  it("requires the five TikTok options, photoTitle ≤ 90 and photos from the CDN", () => {
    const p = post({
      mediaUrls: ["https://elsewhere.test/a.jpg", `${CDN}/b.jpg`],
      mediaType: "image",
      platformOptions: { tiktok: { photoTitle: "x".repeat(91) } },
    });
    const text = problemsFor(p, "tiktok");
    for (const key of ["privacyLevel", "disableComment", "brandContentToggle", "brandOrganicToggle", "isAigc"]) {
      expect(text).toContain(`tiktok: ${key} is required`);
    }
    expect(text).toContain("tiktok: photoTitle must be at most 90 characters (got 91)");
    expect(text).toContain(`tiktok: photos must be uploaded to Postlane first (POST /media/upload-url) and served from ${CDN}`);
    expect(text).not.toContain("mediaUrls[1]");
  });

  it("counts Bluesky in graphemes and X in weighted characters", () => {
    // A family emoji is one grapheme of 25 bytes: 120 of them are 120 graphemes but 3000 bytes.
    const family = "👨‍👩‍👧‍👦";
    expect(problemsFor(post({ caption: "🙂".repeat(300) }), "bluesky")).toBe("");
    expect(problemsFor(post({ caption: "🙂".repeat(301) }), "bluesky")).toBe("bluesky: text is too long: 301 graphemes, at most 300");
    expect(problemsFor(post({ caption: family.repeat(121) }), "bluesky")).toBe("bluesky: text is too long: 3025 bytes, at most 3000");
    expect(problemsFor(post({ caption: "中".repeat(141) }), "twitter")).toBe("twitter: text is too long: 282 weighted characters, at most 280");
    expect(problemsFor(post({ caption: `${"a".repeat(256)} https://example.com/a/very/long/path/that/counts/as/23` }), "twitter")).toBe("");
  });
});

const tags = (source: string) => `utm_source=${source}&utm_medium=social&utm_campaign=spring`;

describe("resolveContent: UTM tags", () => {
  it("tags the caption, the per-network caption and the hashtag line stays as it was", () => {
    const p = post({
      caption: "Shop https://shop.example/a",
      utmCampaign: "spring",
      hashtags: ["sale"],
      platformCaptions: { mastodon: "Toot https://shop.example/m" },
    });
    expect(resolveContent(p, "bluesky", CDN).text).toBe(`Shop https://shop.example/a?${tags("bluesky")} #sale`);
    expect(resolveContent(p, "mastodon", CDN).text).toBe(`Toot https://shop.example/m?${tags("mastodon")}\n\n#sale`);
  });

  it("tags link fields and every thread part, without changing the stored options", () => {
    const options = {
      pinterest: { boardId: "1", link: "https://shop.example/pin#top" },
      threads: { linkAttachment: "https://shop.example/t", chainItems: [{ text: "More at https://shop.example/2" }] },
    };
    const p = post({ caption: "Shop https://shop.example/a", utmCampaign: "spring", platformOptions: options });
    expect(resolveContent(p, "pinterest", CDN).options.link).toBe(`https://shop.example/pin?${tags("pinterest")}#top`);
    const threads = resolveContent(p, "threads", CDN).options;
    expect(threads.linkAttachment).toBe(`https://shop.example/t?${tags("threads")}`);
    expect(threads.chainItems).toEqual([{ text: `More at https://shop.example/2?${tags("threads")}` }]);
    expect(options.threads.chainItems[0].text).toBe("More at https://shop.example/2");
  });

  it("leaves everything as written without a campaign", () => {
    expect(resolveContent(post({ caption: "Shop https://shop.example/a" }), "twitter", CDN).text).toBe("Shop https://shop.example/a");
  });
});

describe("resolveContent: alt text", () => {
  it("gives each image its own alt text; a network's altText option wins for the first", () => {
    const p = post({
      caption: "Shop https://shop.example/a",
      mediaUrls: ["https://cdn.example/a.png", "https://cdn.example/b.png", "https://cdn.example/c.png"],
      mediaAltTexts: ["First", " ", "Third"],
      platformOptions: { pinterest: { altText: "Pin's own" } },
    });
    expect(resolveContent(p, "bluesky", CDN).media.map((m) => m.altText)).toEqual(["First", undefined, "Third"]);
    expect(resolveContent(p, "pinterest", CDN).media[0].altText).toBe("Pin's own");
  });
});

import { describe, expect, it } from "vitest";
import { checkPostContent } from "./check-post-content";

const post = {
  title: null,
  caption: "Launch day",
  hashtags: ["launch", "postlane"],
  mediaUrls: [],
  mediaType: null,
  postType: "post" as const,
  platformCaptions: { bluesky: "Sky words" },
  platformOptions: { youtube: { title: "Launch video" } },
};

// The preview and counters read what the pipeline's resolveContent makes of the post for each network.
describe("checkPostContent", () => {
  it("gives each network the text it will receive, its title, and its count against its limit", () => {
    const [bluesky, threads, instagram, youtube] = checkPostContent(post, ["bluesky", "threads", "instagram", "youtube"]);
    expect(bluesky).toMatchObject({ text: "Sky words #launch #postlane", heading: null, count: 27, max: 300, unit: "characters", cutTo: null });
    // Threads takes the first hashtag as the post's topic.
    expect(threads).toMatchObject({ text: "Launch day #postlane", count: 20, max: 500 });
    expect(instagram).toMatchObject({ text: "Launch day\n\n#launch #postlane", max: 2200 });
    expect(youtube).toMatchObject({ heading: "Launch video", cutTo: null });
    expect(youtube.problems.map((p) => p.message)).toContain("exactly one video is required");
  });

  it("says where publishing cuts YouTube's description, and counts what is too long elsewhere", () => {
    const long = { ...post, caption: "y".repeat(6000), hashtags: [], platformCaptions: {} };
    const [youtube, bluesky] = checkPostContent(long, ["youtube", "bluesky"]);
    expect(youtube.cutTo).toBe(5000);
    expect(youtube.text).toHaveLength(5000);
    expect(bluesky).toMatchObject({ count: 6000, max: 300 });
    expect(bluesky.problems).toContainEqual({
      field: "caption",
      message: "text is too long: 6000 graphemes, at most 300",
      kind: "too_long",
      // The web app says "characters", as people count them; the API keeps the network's unit.
      say: "Shorten the text for Bluesky: 6000 of 300 characters",
    });
  });
});

// The counter is the validator's own rule (lib/platforms/rules.ts), so it agrees with the problem on every
// kind of text, including the ones each network counts its own way.
describe("checkPostContent counts", () => {
  const base = { title: null, hashtags: [], mediaUrls: [], mediaType: null, postType: "post" as const, platformCaptions: {}, platformOptions: {} };
  it.each([
    ["twitter", "👍".repeat(150), 300, 280, "weighted characters"],
    ["threads", "👍".repeat(130), 520, 500, "characters"],
    ["bluesky", "👨‍👩‍👧".repeat(301), 301, 300, "graphemes"],
    ["mastodon", `${"a".repeat(480)} https://example.com/${"x".repeat(60)}`, 504, 500, "characters"],
  ] as const)("%s counts its own way and reports the same number", (platform, caption, count, max, unit) => {
    const [check] = checkPostContent({ ...base, caption }, [platform]);
    // The counter says "characters" to a person whatever the network counts in; the API's message names its unit.
    expect(check).toMatchObject({ count, max, unit: "characters" });
    expect(check.problems).toContainEqual(
      expect.objectContaining({ field: "caption", message: `text is too long: ${count} ${unit}, at most ${max}`, kind: "too_long" }),
    );
  });

  it("gives TikTok the photo limit for photos and the video limit otherwise", () => {
    const photo = checkPostContent({ ...base, caption: "x", mediaUrls: ["https://cdn.example/a.png"], mediaType: "image" }, ["tiktok"])[0];
    const video = checkPostContent({ ...base, caption: "x", mediaUrls: ["https://cdn.example/a.mp4"], mediaType: "video" }, ["tiktok"])[0];
    expect([photo.max, video.max]).toEqual([4000, 2200]);
  });
});

describe("a problem as it leaves the server", () => {
  it("carries the API's field, message and kind and the web app's words, never the rule's facts behind them", () => {
    // 400 characters and the two hashtags the post adds: 418.
    const [bluesky] = checkPostContent({ ...post, caption: "x".repeat(400), platformCaptions: {} }, ["bluesky"]);
    expect(bluesky.problems).toEqual([
      {
        field: "caption",
        message: "text is too long: 418 graphemes, at most 300",
        kind: "too_long",
        say: "Shorten the text for Bluesky: 418 of 300 characters",
      },
    ]);
  });
});

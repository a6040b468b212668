import { describe, expect, it } from "vitest";
import { checkPost } from "./check-post";

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
describe("checkPost", () => {
  it("gives each network the text it will receive, its title, and its count against its limit", () => {
    const [bluesky, threads, instagram, youtube] = checkPost(post, ["bluesky", "threads", "instagram", "youtube"]);
    expect(bluesky).toMatchObject({ text: "Sky words #launch #postlane", heading: null, count: 27, max: 300, unit: "graphemes", cutTo: null });
    // Threads takes the first hashtag as the post's topic.
    expect(threads).toMatchObject({ text: "Launch day #postlane", count: 20, max: 500 });
    expect(instagram).toMatchObject({ text: "Launch day\n\n#launch #postlane", max: 2200 });
    expect(youtube).toMatchObject({ heading: "Launch video", cutTo: null });
    expect(youtube.problems.map((p) => p.message)).toContain("exactly one video is required");
  });

  it("says where publishing cuts YouTube's description, and counts what is too long elsewhere", () => {
    const long = { ...post, caption: "y".repeat(6000), hashtags: [], platformCaptions: {} };
    const [youtube, bluesky] = checkPost(long, ["youtube", "bluesky"]);
    expect(youtube.cutTo).toBe(5000);
    expect(youtube.text).toHaveLength(5000);
    expect(bluesky).toMatchObject({ count: 6000, max: 300 });
    expect(bluesky.problems).toContainEqual({ field: "caption", message: "text is too long: 6000 graphemes, at most 300" });
  });
});

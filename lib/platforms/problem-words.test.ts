import { describe, expect, it } from "vitest";
import { sayProblem } from "./problem-words";
import { validateForPlatform } from "./rules";
import { PLATFORM_IDS } from "./ids";
import type { PublishInput } from "./types";

const input = (platform: PublishInput["platform"], over: Partial<PublishInput> = {}): PublishInput => ({
  postId: "p",
  platform,
  postType: "post",
  title: null,
  text: "",
  hashtags: [],
  media: [],
  mediaType: null,
  options: {},
  cdnBaseUrl: "https://cdn.example",
  ...over,
});

// The web app's words never show a field path or an option's API name; the API's message is left as it was.
describe("sayProblem", () => {
  it("asks for TikTok's privacy in a marketer's words", () => {
    const problem = validateForPlatform(input("tiktok")).find((p) => p.field === "platformOptions.tiktok.privacyLevel")!;
    expect(problem.message).toBe("privacyLevel is required");
    expect(sayProblem("tiktok", problem)).toBe("Choose who can see this on TikTok");
  });

  it("says how much to shorten in characters, as people count them, with the network's own count", () => {
    const [problem] = validateForPlatform(input("bluesky", { text: "x".repeat(301) }));
    expect(problem!.message).toBe("text is too long: 301 graphemes, at most 300");
    expect(sayProblem("bluesky", problem!)).toBe("Shorten the text for Bluesky: 301 of 300 characters");
    const [x] = validateForPlatform(input("twitter", { text: "中".repeat(141) }));
    expect(sayProblem("twitter", x!)).toBe("Shorten the text for X (Twitter): 282 of 280 characters");
  });

  it("words every problem of an empty or overfull post on every network without an API name", () => {
    const media = Array.from({ length: 40 }, (_, i) => ({ url: `https://elsewhere.example/${i}.png`, kind: i % 2 ? ("image" as const) : ("video" as const) }));
    for (const platform of PLATFORM_IDS) {
      for (const post of [input(platform), input(platform, { media, postType: "reel", text: "y".repeat(70_000) })]) {
        for (const problem of validateForPlatform(post)) {
          const words = sayProblem(platform, problem);
          expect(words, `${platform} ${problem.field}`).not.toMatch(/platformOptions|mediaUrls|chainItems|[a-z][A-Z][a-z]+ is required/);
          if (/[.[]/.test(problem.field)) expect(words).not.toContain(problem.field);
        }
      }
    }
  });
});

describe("sayProblem for a shared rule", () => {
  it("words the rule from its facts, not from the message: rewording the API's message changes nothing", () => {
    const [problem] = validateForPlatform(
      input("instagram", { media: Array.from({ length: 12 }, (_, i) => ({ url: `https://cdn.example/${i}.png`, kind: "image" as const })) }),
    );
    expect(problem!.rule).toEqual({ id: "too_many_images", facts: { count: 12, max: 10 } });
    const words = sayProblem("instagram", problem!);
    expect(words).toBe("Use at most 10 images on Instagram (you have 12)");
    expect(sayProblem("instagram", { ...problem!, message: "a different wording altogether" })).toBe(words);
  });
});

import { describe, expect, it } from "vitest";
import { publishInput } from "@/test/fakes/social-adapter-harness";
import { firstCommentAccountProblem, validateFirstComment } from "./first-comment";
import { firstCommentMediaWarnings, readFirstCommentMedia } from "./first-comment-media";
import { sayProblem } from "./problem-words";
import type { PlatformId } from "./types";

const img = (n = 1) => Array.from({ length: n }, (_, i) => ({ url: `https://cdn.example/${i}.png` }));
const check = (platform: PlatformId, options: Record<string, unknown>) => validateFirstComment(publishInput(platform, { text: "post", options }));

describe("first comment images", () => {
  it("are read as images with their alt text, and nothing when malformed", () => {
    expect(readFirstCommentMedia({ firstCommentMedia: [{ url: "https://cdn.example/a.png", altText: " a cat " }] })).toEqual([
      { url: "https://cdn.example/a.png", kind: "image", altText: "a cat" },
    ]);
    expect(readFirstCommentMedia({ firstCommentMedia: "https://cdn.example/a.png" })).toEqual([]);
  });

  it("are counted against each network's limit", () => {
    expect(check("twitter", { firstComment: "hi", firstCommentMedia: img(4) })).toEqual([]);
    expect(check("twitter", { firstComment: "hi", firstCommentMedia: img(5) })).toMatchObject([
      { field: "platformOptions.twitter.firstCommentMedia", message: "firstCommentMedia has 5 images, at most 4", kind: "too_many" },
    ]);
    expect(check("facebook", { firstComment: "hi", firstCommentMedia: img(2) })[0].message).toBe("firstCommentMedia has 2 images, at most 1");
    expect(check("threads", { firstComment: "hi", firstCommentMedia: img(1) })).toEqual([]);
    expect(check("linkedin", { firstComment: "hi", firstCommentMedia: img(1) })).toEqual([]);
    expect(check("linkedin", { firstComment: "hi", firstCommentMedia: img(2) })).toMatchObject([
      { field: "platformOptions.linkedin.firstCommentMedia", message: "firstCommentMedia has 2 images, at most 1", kind: "too_many" },
    ]);
  });

  it("are refused where the comment call takes text only, saying why", () => {
    expect(check("instagram", { firstComment: "hi", firstCommentMedia: img() })).toMatchObject([
      {
        field: "platformOptions.instagram.firstCommentMedia",
        message: "firstCommentMedia is not supported: Instagram comments are text only",
        kind: "unsupported",
      },
    ]);
    expect(check("tiktok", { firstCommentMedia: img() })[0].message).toMatch(/^firstCommentMedia is not supported/);
  });

  it("need text beside them, a well-formed list, and alt text within the network's limit", () => {
    expect(check("bluesky", { firstCommentMedia: img() })).toMatchObject([
      { field: "platformOptions.bluesky.firstCommentMedia", message: "firstCommentMedia needs a firstComment text to go with it", kind: "required" },
    ]);
    expect(check("mastodon", { firstComment: "hi", firstCommentMedia: [{ href: "x" }] })[0].message).toMatch(/must be a list of \{ url, altText \}/);
    expect(check("mastodon", { firstComment: "hi", firstCommentMedia: [{ url: "https://cdn.example/a.png", altText: "a".repeat(1501) }] })).toMatchObject([
      {
        field: "platformOptions.mastodon.firstCommentMedia[0].altText",
        message: "alt text of comment image 1 is too long: 1501 characters, at most 1500",
        kind: "too_long",
      },
    ]);
  });
});

describe("first comment per connected account", () => {
  it("a Discord webhook and a Telegram channel cannot take one; a bot and a group can", () => {
    expect(firstCommentAccountProblem("discord", { mode: "webhook" })).toMatch(/webhook cannot reply/);
    expect(firstCommentAccountProblem("discord", { mode: "bot" })).toBeNull();
    expect(firstCommentAccountProblem("telegram", { chatType: "channel" })).toMatch(/discussion group/);
    expect(firstCommentAccountProblem("telegram", { chatType: "supergroup" })).toBeNull();
  });
});

describe("first comment image alt text LinkedIn cannot take", () => {
  const withAlt = (altText: string) =>
    publishInput("linkedin", { text: "post", options: { firstComment: "hi", firstCommentMedia: [{ url: "https://cdn.example/a.png", altText }] } });

  it("is not refused, whatever its length (it is not sent), and the dry run warns that it is not sent", () => {
    const input = withAlt("a".repeat(5000));
    expect(validateFirstComment(input)).toEqual([]);
    const warnings = firstCommentMediaWarnings(input);
    expect(warnings).toMatchObject([
      {
        field: "platformOptions.linkedin.firstCommentMedia[0].altText",
        message: "alt text of comment image 1 is not sent: LinkedIn comments take no alt text",
        kind: "advice",
      },
    ]);
    expect(sayProblem("linkedin", warnings[0])).toBe(
      "The description of image 1 in the first comment won't reach LinkedIn: LinkedIn comments take no alt text",
    );
  });

  it("warns about nothing without alt text, nor on networks whose comment takes it", () => {
    expect(firstCommentMediaWarnings(withAlt("  "))).toEqual([]);
    expect(
      firstCommentMediaWarnings(
        publishInput("mastodon", { text: "post", options: { firstComment: "hi", firstCommentMedia: [{ url: "https://cdn.example/a.png", altText: "x" }] } }),
      ),
    ).toEqual([]);
  });
});

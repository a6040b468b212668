// Issue 23's previews, one layout per network, drawn to HTML the way the server renders them: the shape each
// network gives a post (X and Bluesky's whole thread and link card, Instagram's 4:5 or 1:1 crop with carousel
// dots and "… more", LinkedIn's "…see more", Facebook's "See more", a 2:3 Pin, TikTok's and Shorts' 9:16
// screen, Mastodon's content warning, Telegram's and Discord's link cards). The browser reads a picture's
// width and height after it loads (useNaturalRatio); here that one measurement is given, since no image is
// decoded on the server.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import { PLATFORM_IDS, PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";
import { PREVIEW_LAYOUTS } from "./preview-layouts";
import type { PreviewProps } from "./preview-types";

const measured = vi.hoisted(() => ({ ratio: null as number | null }));
vi.mock("./use-natural-ratio", () => ({ useNaturalRatio: () => measured.ratio }));

const LONG = "Our autumn menu is here: roasted squash soup, a new chai, and the return of the apple tart. ".repeat(6).trim();
const photo = (n: number) => ({ key: `m${n}`, kind: "image" as const, src: `https://cdn.example/${n}.png`, alt: `Dish ${n}` });
const video = { key: "v", kind: "video" as const, src: "https://cdn.example/clip.mp4", alt: "" };
const link = {
  url: "https://kitchen.example/menu",
  title: "The autumn menu",
  description: "Soup, chai and tart",
  imageUrl: "https://kitchen.example/card.png",
};

function check(platform: PlatformId, over: Partial<NetworkCheck> = {}): NetworkCheck {
  return {
    platform,
    text: "Come by this week",
    heading: null,
    cutTo: null,
    count: 17,
    max: null,
    unit: null,
    problems: [],
    warnings: [],
    firstComment: null,
    ...over,
  };
}

function draw(platform: PlatformId, over: Partial<PreviewProps> = {}, checkOver: Partial<NetworkCheck> = {}): string {
  const props: PreviewProps = {
    check: check(platform, checkOver),
    account: { id: "a", platform, username: "ada.kitchen", avatarUrl: null, usable: true },
    media: [],
    replies: [],
    link: null,
    postType: "post",
    options: {},
    ...over,
  };
  return renderToStaticMarkup(createElement(PREVIEW_LAYOUTS[platform], props));
}

const count = (html: string, needle: string) => html.split(needle).length - 1;
const aspectOf = (html: string) => /data-testid="preview-media" data-aspect="([^"]+)"/.exec(html)?.[1];

beforeEach(() => {
  measured.ratio = null;
});

describe("previews per network", () => {
  it("draws every network in a layout of its own, named for the network", () => {
    const drawn = PLATFORM_IDS.map((platform) => draw(platform, { media: [photo(1)] }));
    PLATFORM_IDS.forEach((platform, i) => expect(drawn[i]).toContain(`aria-label="Preview on ${PLATFORM_LABELS[platform]}"`));
    // Twelve different pictures of the same post, not one generic card.
    const shapes = drawn.map((html, i) => html.replaceAll(PLATFORM_LABELS[PLATFORM_IDS[i]!], ""));
    expect(new Set(shapes).size).toBe(PLATFORM_IDS.length);
  });

  it("shows X's and Bluesky's whole thread, with the link card on the first post", () => {
    for (const platform of ["twitter", "bluesky", "threads", "mastodon"] as const) {
      const html = draw(platform, {
        link,
        replies: [
          { key: "r1", text: "Opening hours: 8 to 18", media: null },
          { key: "r2", text: "See you there", media: photo(2) },
        ],
      });
      expect(html, platform).toContain('data-parts="3"');
      expect(count(html, 'data-testid="preview-thread-post"'), platform).toBe(3);
      expect(html, platform).toContain("Opening hours: 8 to 18");
      expect(count(html, 'data-testid="preview-link-card"'), platform).toBe(1);
      expect(html, platform).toContain("kitchen.example");
    }
    // With media the networks show the pictures, not the card.
    expect(draw("twitter", { link, media: [photo(1)] })).not.toContain("preview-link-card");
  });

  it("crops Instagram's first picture to 4:5 at its tallest and 1.91:1 at its widest, 9:16 for a reel, with carousel dots and '… more'", () => {
    measured.ratio = 0.8;
    const portrait = draw("instagram", { media: [photo(1), photo(2), photo(3)] }, { text: LONG });
    expect(aspectOf(portrait)).toBe("0.800");
    expect(portrait).toContain('aria-label="3 photos or videos, swipe through"');
    expect(portrait).toMatch(/… <button[^>]*>more<\/button>/);
    measured.ratio = 0.5;
    expect(aspectOf(draw("instagram", { media: [photo(1)] }))).toBe("0.800");
    measured.ratio = 1.5;
    expect(aspectOf(draw("instagram", { media: [photo(1)] }))).toBe("1.500");
    measured.ratio = 3;
    expect(aspectOf(draw("instagram", { media: [photo(1)] }))).toBe("1.910");
    expect(aspectOf(draw("instagram", { media: [photo(1)], postType: "reel" }))).toBe("0.563");
    expect(draw("instagram", { media: [photo(1)] })).not.toContain("carousel-dots");
  });

  it("cuts LinkedIn after about three lines with '…see more', and Facebook with 'See more'", () => {
    const lines = "Line one\nLine two\nLine three\nLine four";
    expect(draw("linkedin", {}, { text: lines })).toMatch(/Line three… <button[^>]*>see more<\/button>/);
    expect(draw("linkedin", {}, { text: "Short and sweet" })).not.toContain("see more");
    expect(draw("facebook", {}, { text: `${LONG} ${LONG}` })).toMatch(/… <button[^>]*>See more<\/button>/);
    expect(draw("linkedin", { link })).toContain("preview-link-card");
    expect(draw("facebook", { link })).toContain("preview-link-card");
  });

  it("shows Bluesky's, X's and LinkedIn's single picture at its own shape within each network's bounds, not in a fixed 16:9 box", () => {
    measured.ratio = 1;
    expect(aspectOf(draw("bluesky", { media: [photo(1)] }))).toBe("1.000");
    expect(aspectOf(draw("linkedin", { media: [photo(1)] }))).toBe("1.000");
    measured.ratio = 0.5;
    expect(aspectOf(draw("bluesky", { media: [photo(1)] }))).toBe("0.500");
    expect(aspectOf(draw("twitter", { media: [photo(1)] }))).toBe("0.750");
    expect(aspectOf(draw("linkedin", { media: [photo(1)] }))).toBe("0.800");
  });

  it("makes a Pinterest Pin 2:3 with its title", () => {
    const html = draw("pinterest", { media: [photo(1)], options: { title: "Squash soup recipe" } });
    expect(aspectOf(html)).toBe("0.667");
    expect(html).toContain("Squash soup recipe");
  });

  it("shows TikTok and a vertical YouTube video (a Short) on a 9:16 screen, a wide YouTube video in a 16:9 player", () => {
    expect(draw("tiktok", { media: [video] })).toContain('data-testid="preview-vertical"');
    measured.ratio = 9 / 16;
    const short = draw("youtube", { media: [video] }, { heading: "Autumn menu in 30 seconds" });
    expect(short).toContain("Shorts");
    expect(short).toContain('data-testid="preview-vertical"');
    expect(short).toContain("Autumn menu in 30 seconds");
    measured.ratio = 16 / 9;
    const wide = draw("youtube", { media: [video] }, { heading: "Autumn menu in 30 seconds" });
    expect(wide).not.toContain("preview-vertical");
    expect(aspectOf(wide)).toBe("aspect-video");
  });

  it("folds Mastodon's text behind its content warning; Telegram and Discord show the link under the message", () => {
    const mastodon = draw("mastodon", { options: { spoilerText: "Food talk" } });
    expect(mastodon).toContain("Food talk");
    expect(mastodon).toContain("Show more");
    for (const platform of ["telegram", "discord"] as const) {
      const html = draw(platform, { link });
      expect(html, platform).toContain('data-testid="preview-link-card"');
      expect(html, platform).toContain("The autumn menu");
    }
    expect(draw("discord")).toContain("APP");
  });
});

import { describe, expect, it } from "vitest";
import { effectiveUtm, tagLinks, tagUrl } from "./utm-tags";

const TAGS = "utm_source=bluesky&utm_medium=social&utm_campaign=spring";
const tag = (text: string) => tagLinks(text, "bluesky", "spring");

describe("tagUrl", () => {
  it("adds a query, or extends the one there", () => {
    expect(tagUrl("https://shop.example/a", "bluesky", "spring")).toBe(`https://shop.example/a?${TAGS}`);
    expect(tagUrl("https://shop.example/a?color=red", "bluesky", "spring")).toBe(`https://shop.example/a?color=red&${TAGS}`);
    expect(tagUrl("https://shop.example/a?", "bluesky", "spring")).toBe(`https://shop.example/a?${TAGS}`);
    expect(tagUrl("https://shop.example/a?x=1&", "bluesky", "spring")).toBe(`https://shop.example/a?x=1&${TAGS}`);
  });

  it("puts the tags before the fragment", () => {
    expect(tagUrl("https://shop.example/a#sizes", "bluesky", "spring")).toBe(`https://shop.example/a?${TAGS}#sizes`);
    expect(tagUrl("https://shop.example/a?b=1#x?y=2", "bluesky", "spring")).toBe(`https://shop.example/a?b=1&${TAGS}#x?y=2`);
  });

  it("never touches a link that already carries any utm_ parameter", () => {
    for (const url of ["https://shop.example/?utm_source=newsletter", "https://shop.example/?a=1&UTM_Campaign=x#f", "https://shop.example/?utm_id=7"]) {
      expect(tagUrl(url, "bluesky", "spring")).toBe(url);
    }
    // A utm_ word elsewhere (the path, the fragment, another parameter's value) is not a tag.
    expect(tagUrl("https://shop.example/utm_guide?q=utm_source#utm_x=1", "bluesky", "spring")).toBe(
      `https://shop.example/utm_guide?q=utm_source&${TAGS}#utm_x=1`,
    );
  });

  it("encodes the campaign and the source", () => {
    expect(tagUrl("https://a.example", "twitter", "Spring sale & more")).toBe(
      "https://a.example?utm_source=twitter&utm_medium=social&utm_campaign=Spring%20sale%20%26%20more",
    );
  });
});

describe("tagLinks", () => {
  it("tags every link of a caption and leaves the words alone", () => {
    expect(tag("New in: https://shop.example/new and https://shop.example/sale?p=2 today")).toBe(
      `New in: https://shop.example/new?${TAGS} and https://shop.example/sale?p=2&${TAGS} today`,
    );
  });

  it("keeps trailing punctuation outside the link", () => {
    expect(tag("Read https://blog.example/post. Then https://blog.example/next, or https://blog.example/q?")).toBe(
      `Read https://blog.example/post?${TAGS}. Then https://blog.example/next?${TAGS}, or https://blog.example/q?${TAGS}?`,
    );
    expect(tag("Wow https://blog.example/wow!")).toBe(`Wow https://blog.example/wow?${TAGS}!`);
  });

  it("knows a link in parentheses from parentheses in a link", () => {
    expect(tag("(see https://shop.example/a)")).toBe(`(see https://shop.example/a?${TAGS})`);
    expect(tag("Wiki: https://en.wikipedia.example/wiki/Tea_(drink).")).toBe(`Wiki: https://en.wikipedia.example/wiki/Tea_(drink)?${TAGS}.`);
  });

  it("handles fragments and already-tagged links inside a caption", () => {
    expect(tag("Sizes https://shop.example/a#sizes and https://shop.example/b?utm_source=mail ok")).toBe(
      `Sizes https://shop.example/a?${TAGS}#sizes and https://shop.example/b?utm_source=mail ok`,
    );
  });

  it("handles unicode text, IDN hosts and non-ASCII paths", () => {
    expect(tag("Neu 🎉 https://bücher.example/straße — jetzt")).toBe(`Neu 🎉 https://bücher.example/straße?${TAGS} — jetzt`);
    expect(tag("日本語 https://shop.example/茶。次")).toBe(`日本語 https://shop.example/茶?${TAGS}。次`);
  });

  it("tags scheme-less links but not emails or other schemes", () => {
    expect(tag("Visit www.shop.com/spring or shop.com")).toBe(`Visit www.shop.com/spring?${TAGS} or shop.com?${TAGS}`);
    expect(tag("Write to hello@shop.example or ftp://files.example/a")).toBe("Write to hello@shop.example or ftp://files.example/a");
  });

  it("leaves a text without links exactly as it was", () => {
    expect(tag("No links here. (Really.)")).toBe("No links here. (Really.)");
  });
});

describe("effectiveUtm", () => {
  const workspace = { enabled: true, campaign: "spring" };
  it("follows the workspace unless the post says otherwise", () => {
    expect(effectiveUtm(workspace, null)).toEqual({ campaign: "spring" });
    expect(effectiveUtm(workspace, { enabled: false })).toBeNull();
    expect(effectiveUtm(workspace, { enabled: true, campaign: "launch" })).toEqual({ campaign: "launch" });
    expect(effectiveUtm({ enabled: false, campaign: "spring" }, { enabled: true })).toEqual({ campaign: "spring" });
    expect(effectiveUtm({ enabled: false, campaign: null }, null)).toBeNull();
    expect(effectiveUtm({ enabled: true, campaign: null }, null)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path";

describe("sameOriginPath", () => {
  it.each([
    ["/\\evil.example/x"],
    ["/\t/evil.example/x"],
    ["/\n/evil.example"],
    ["\\\\evil.example"],
    ["//evil.example/x"],
    ["/.//evil.example/x"],
    ["https://evil.example/x"],
    ["javascript:alert(1)"],
    ["http://localhost:3000.evil.example/"],
    [""],
  ])("refuses %j", (target) => {
    expect(sameOriginPath(target, { origin: "http://localhost:3000" })).toBe("/");
    expect(sameOriginPath(target)).toBe("/");
  });

  it("keeps a path on the site with its query and fragment", () => {
    expect(sameOriginPath("/w/ideas?x=1#top")).toBe("/w/ideas?x=1#top");
    expect(sameOriginPath("posts")).toBe("/posts");
  });

  it("accepts an absolute URL on the site's own origin and returns its path", () => {
    expect(sameOriginPath("http://localhost:3000/w/posts?a=b", { origin: "http://localhost:3000" })).toBe("/w/posts?a=b");
    expect(sameOriginPath("http://localhost:3001/w/posts", { origin: "http://localhost:3000" })).toBe("/");
  });

  it("uses the fallback given", () => {
    expect(sameOriginPath(undefined, { fallback: "/sign-in" })).toBe("/sign-in");
  });
});

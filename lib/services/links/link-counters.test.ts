import { describe, expect, it } from "vitest";
import { referrerDomain, visitorHash } from "./link-counters";

describe("referrerDomain", () => {
  it.each([
    ["https://www.instagram.com/p/abc?utm=1", "app.example", "instagram.com"],
    ["https://L.Instagram.com/", null, "l.instagram.com"],
    ["http://app.example:3000/x", "app.example:3000", null],
    ["android-app://com.google", null, null],
    ["nonsense", null, null],
    [null, null, null],
  ])("%s (own host %s) → %s", (referrer, own, domain) => expect(referrerDomain(referrer, own)).toBe(domain));
});

describe("visitorHash", () => {
  it("differs per salt and per page, so hashes of different days or pages cannot be joined", () => {
    const a = visitorHash("salt-1", "page", "203.0.113.7\nUA");
    expect(visitorHash("salt-1", "page", "203.0.113.7\nUA")).toBe(a);
    expect(visitorHash("salt-2", "page", "203.0.113.7\nUA")).not.toBe(a);
    expect(visitorHash("salt-1", "other", "203.0.113.7\nUA")).not.toBe(a);
    expect(a).not.toContain("203");
  });
});

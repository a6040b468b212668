import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(new Headers({ "x-postlane-peer": "203.0.113.9", "x-forwarded-for": "1.2.3.4" }), 0)).toBe("203.0.113.9");
  });
  it("takes the entry the trusted proxies appended", () => {
    const headers = { "x-postlane-peer": "10.0.0.2", "x-forwarded-for": "6.6.6.6, 198.51.100.4" };
    expect(clientAddress(headers, 1)).toBe("198.51.100.4");
    expect(clientAddress(headers, 2)).toBe("6.6.6.6");
  });
  it("folds IPv4-mapped IPv6 into IPv4 and falls back to X-Forwarded-For's last entry without a stamp (next dev)", () => {
    expect(clientAddress({ "x-postlane-peer": "::FFFF:192.0.2.1" }, 0)).toBe("192.0.2.1");
    expect(clientAddress({ "x-forwarded-for": "1.1.1.1, ::1" }, 0)).toBe("::1");
    expect(clientAddress({}, 0)).toBe("unknown");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { authOptions } from "@/lib/session/auth-options";
import { resetEnv } from "@/lib/env";
import { apiSecurityHeaders, baseSecurityHeaders, createNonce, pageContentSecurityPolicy } from "./security-headers";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

function withEnv(values: Record<string, string | undefined>) {
  process.env = { ...saved, ...values };
  resetEnv();
}

describe("security headers", () => {
  it("send HSTS, upgrade-insecure-requests and Secure session cookies only when the app is on https", () => {
    withEnv({ APP_URL: "https://postlane.example" });
    expect(baseSecurityHeaders()["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(pageContentSecurityPolicy({ nonce: "n", dev: false })).toContain("upgrade-insecure-requests");
    expect(authOptions().useSecureCookies).toBe(true);

    withEnv({ APP_URL: "http://localhost:3000" });
    expect(baseSecurityHeaders()).not.toHaveProperty("Strict-Transport-Security");
    expect(pageContentSecurityPolicy({ nonce: "n", dev: false })).not.toContain("upgrade-insecure-requests");
    expect(authOptions().useSecureCookies).toBe(false);
  });

  it("deny framing and sniffing everywhere; the API loads nothing", () => {
    withEnv({ APP_URL: undefined });
    expect(apiSecurityHeaders()).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it("let pages run only our scripts or the answer's nonce, and reach the media store", () => {
    withEnv({
      APP_URL: "https://postlane.example",
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "1",
      CDN_URL: "https://cdn.example/m",
    });
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
    const csp = pageContentSecurityPolicy({ nonce, dev: false });
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://cdn.example http://127.0.0.1:9000;");
    expect(pageContentSecurityPolicy({ nonce, dev: true })).toContain("'unsafe-eval'");
  });
});

// The pure OAuth rules: PKCE S256 (against a digest computed by openssl), which redirect URIs an app may register, and how
// the well-known addresses map to their handlers.
import { describe, expect, it } from "vitest";
import { wellKnownTarget } from "../api/oauth/well-known";
import { redirectUriProblem } from "./oauth-redirect-uri";
import { isS256Challenge, verifiesS256 } from "./pkce";

describe("PKCE S256", () => {
  // The challenge was computed apart from this code: printf %s <verifier> | openssl dgst -sha256 -binary | base64url.
  const verifier = "M25iVXpKU3puUjFaYWg3T1NDTDQtcW1ROUY5YXlwalNoc0hhakxifmZHag";
  const challenge = "qjrzSW9gMiUgpUvqgEPE4_-8swvyCtfOVvg55o5S_es";

  it("accepts the verifier for its challenge and refuses any other", () => {
    expect(isS256Challenge(challenge)).toBe(true);
    expect(verifiesS256(verifier, challenge)).toBe(true);
    expect(verifiesS256(`${verifier.slice(0, -1)}F`, challenge)).toBe(false);
    // The plain method's "challenge" (the verifier itself) is not a digest.
    expect(verifiesS256(verifier, verifier)).toBe(false);
    expect(verifiesS256("short", challenge)).toBe(false);
  });
});

describe("redirect URIs", () => {
  it.each([
    ["https://app.example/callback", null],
    ["http://127.0.0.1:6276/oauth/callback", null],
    ["http://localhost:8080/cb", null],
    ["http://[::1]:8080/cb", null],
    ["http://app.example/cb", /must use https/],
    ["http://localhost.:8080/cb", /must use https/],
    ["myapp://callback", /must use https/],
    ["https://app.example/cb#x", /fragment/],
    ["https://user:pw@app.example/cb", /credentials/],
    ["/relative", /not an absolute URL/],
  ])("%s", (uri, problem) => {
    const found = redirectUriProblem(uri);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe("well-known addresses", () => {
  it("map to the handlers next.config.ts rewrites them to, and leave other paths alone", () => {
    expect(wellKnownTarget("/.well-known/oauth-authorization-server")).toBe("/api/oauth/authorization-server");
    expect(wellKnownTarget("/.well-known/oauth-protected-resource")).toBe("/api/oauth/protected-resource");
    expect(wellKnownTarget("/.well-known/oauth-protected-resource/functions/v1/mcp")).toBe("/api/oauth/protected-resource/functions/v1/mcp");
    expect(wellKnownTarget("/.well-known/oauth-protected-resourcex")).toBe("/.well-known/oauth-protected-resourcex");
    expect(wellKnownTarget("/sign-in")).toBe("/sign-in");
  });
});

// How Graph API error bodies and usage headers become the pipeline's typed errors.
import { describe, expect, it } from "vitest";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformPermanentError, PlatformRateLimitedError, PlatformRetryableError } from "../errors";
import { classifyGraphError, InsightsNotReadyError, type GraphErrorBody } from "./graph-errors";
import { metaRetryAt, usagePercent } from "./usage-headers";
import { graphBaseUrl, graphRootUrl } from "./base-url";

const now = new Date("2026-11-21T12:00:00Z");

function classify(error: Partial<GraphErrorBody> & { code?: number }, status = 400, headers: Record<string, string> = {}) {
  return classifyGraphError({ product: "instagram", status, headers: new Headers(headers), error: { message: "m", ...error } });
}

describe("classifyGraphError", () => {
  it.each([4, 17, 32, 613, 80001, 80002, 80014])("code %i is rate_limited", (code) => {
    expect(classify({ code })).toBeInstanceOf(PlatformRateLimitedError);
  });

  it("takes the reset time from X-Business-Use-Case-Usage (the longest estimate)", () => {
    const headers = new Headers({
      "x-business-use-case-usage": JSON.stringify({
        "1": [
          { type: "instagram", call_count: 100, estimated_time_to_regain_access: 3 },
          { type: "pages", estimated_time_to_regain_access: 12 },
        ],
      }),
    });
    expect(metaRetryAt(headers, now).toISOString()).toBe("2026-11-21T12:12:00.000Z");
  });

  it("falls back to Retry-After, then to 15 minutes", () => {
    expect(metaRetryAt(new Headers({ "retry-after": "90" }), now).toISOString()).toBe("2026-11-21T12:01:30.000Z");
    expect(metaRetryAt(new Headers({ "x-app-usage": JSON.stringify({ call_count: 100 }) }), now).toISOString()).toBe("2026-11-21T12:15:00.000Z");
  });

  it("reads the highest usage percentage of the usage headers", () => {
    expect(usagePercent(new Headers({ "x-app-usage": JSON.stringify({ call_count: 12, total_cputime: 80, total_time: 3 }) }))).toBe(80);
    expect(usagePercent(new Headers())).toBeNull();
  });

  it("190 (expired, invalid) and permission codes are auth_expired with the reason", () => {
    const expired = classify({ code: 190, error_subcode: 463 });
    expect(expired).toBeInstanceOf(PlatformAuthExpiredError);
    expect(expired.message).toContain("the access token has expired; reconnect the account");
    expect(classify({ code: 190, error_subcode: 460 }).message).toContain("password was changed");
    expect(classify({ code: 200 }).message).toContain("a permission is missing");
    expect(classify({ code: 10 })).toBeInstanceOf(PlatformAuthExpiredError);
  });

  it("'not enough viewers' (code 10) is not an auth problem", () => {
    const error = classify({ code: 10, message: "(#10) Not enough viewers for the media to show insights" });
    expect(error).toBeInstanceOf(PlatformPermanentError);
    // Typed, so the adapters' metrics read "no insights yet" as empty without matching the message.
    expect(error).toBeInstanceOf(InsightsNotReadyError);
  });

  it("invalid parameters and media problems are invalid content; known subcodes say what to change", () => {
    expect(classify({ code: 100, error_user_msg: "Caption contains a banned word" }).message).toBe(
      "Instagram refused the post: Caption contains a banned word",
    );
    const aspect = classify({ code: 36003, error_subcode: 2207009 });
    expect(aspect).toBeInstanceOf(PlatformInvalidContentError);
    expect(aspect.message).toContain("between 4:5 and 1.91:1");
    expect(classify({ code: 36003 })).toBeInstanceOf(PlatformInvalidContentError);
  });

  it("the daily cap, spam and restrictions are permanent", () => {
    expect(classify({ code: 9, error_subcode: 2207042 })).toBeInstanceOf(PlatformPermanentError);
    expect(classify({ code: 9, error_subcode: 2207042 }).message).toContain("daily publishing limit");
    expect(classify({ code: 368 })).toBeInstanceOf(PlatformPermanentError);
  });

  it("unknown (1), unavailable (2), transient flags and 5xx are retryable; 9007 'not ready' was certainly not applied", () => {
    expect(classify({ code: 1 })).toBeInstanceOf(PlatformRetryableError);
    expect(classify({ code: 2 }).notApplied).toBe(false);
    expect(classify({ code: 999, is_transient: true })).toBeInstanceOf(PlatformRetryableError);
    expect(classify({ code: 999 }, 503)).toBeInstanceOf(PlatformRetryableError);
    const notReady = classify({ code: 9007, error_subcode: 2207027 });
    expect(notReady).toBeInstanceOf(PlatformRetryableError);
    expect(notReady.notApplied).toBe(true);
  });

  it("a non-Graph body: 429 rate limited, 5xx retryable, other 4xx permanent with the body", () => {
    const noBody = (status: number) => classifyGraphError({ product: "threads", status, headers: new Headers(), bodyText: "<html>oops</html>" });
    expect(noBody(429)).toBeInstanceOf(PlatformRateLimitedError);
    expect(noBody(502)).toBeInstanceOf(PlatformRetryableError);
    expect(noBody(404).message).toContain("<html>oops</html>");
  });
});

describe("graphBaseUrl", () => {
  it("defaults to the real hosts and versions", () => {
    delete process.env.FACEBOOK_API_BASE_URL;
    delete process.env.THREADS_API_BASE_URL;
    expect(graphBaseUrl("facebook")).toBe("https://graph.facebook.com/v23.0");
    expect(graphBaseUrl("threads")).toBe("https://graph.threads.net/v1.0");
    expect(graphRootUrl("threads")).toBe("https://graph.threads.net");
  });

  it("takes an override with or without a version", () => {
    process.env.INSTAGRAM_API_BASE_URL = "http://127.0.0.1:4000/";
    expect(graphBaseUrl("instagram")).toBe("http://127.0.0.1:4000/v23.0");
    process.env.INSTAGRAM_API_BASE_URL = "https://graph.facebook.com/v24.0";
    expect(graphBaseUrl("instagram")).toBe("https://graph.facebook.com/v24.0");
    expect(graphRootUrl("instagram")).toBe("https://graph.facebook.com");
    delete process.env.INSTAGRAM_API_BASE_URL;
  });
});

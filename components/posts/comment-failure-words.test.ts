import { describe, expect, it } from "vitest";
import { commentFailureWords, readFirstCommentResult } from "./comment-failure-words";

describe("commentFailureWords", () => {
  it("says what to do for the failures a person acts on, without the API's prefix", () => {
    expect(commentFailureWords("Mastodon", "mastodon: first comment: access was revoked; reconnect the account")).toBe(
      "The first comment was not posted: Mastodon needs you to reconnect the account. Reconnect it, then retry the comment.",
    );
    expect(
      commentFailureWords(
        "Instagram",
        "instagram: first comment: could not confirm whether it was posted (timeout); check the post before retrying the comment",
      ),
    ).toBe("We could not tell whether the first comment went out on Instagram. Look at the post on Instagram before you retry the comment.");
    expect(commentFailureWords("X (Twitter)", "twitter: first comment: the network did not answer in time (gave up after 5 attempts)")).toBe(
      "X (Twitter) kept failing, so the first comment was tried 5 times and stopped. The network did not answer in time. Retry the comment later.",
    );
    expect(commentFailureWords("Instagram", "instagram: first comment: (#10) Application does not have permission for this action")).toBe(
      "Instagram did not let this account comment: (#10) Application does not have permission for this action. Check the account's permissions on Instagram, then retry the comment.",
    );
    expect(commentFailureWords("Bluesky", "bluesky: first comment: Rate limit exceeded")).toBe(
      "Bluesky asked us to slow down, so the first comment was not posted yet.",
    );
  });

  it("keeps the network's own words for anything else", () => {
    expect(commentFailureWords("Mastodon", "mastodon: first comment: Validation failed: Text character limit exceeded")).toBe(
      "The first comment was not posted on Mastodon. Validation failed: Text character limit exceeded.",
    );
    expect(commentFailureWords("Mastodon", undefined)).toBe("The first comment was not posted on Mastodon. No reason was given.");
  });
});

describe("readFirstCommentResult", () => {
  it("reads a stored result and ignores anything else", () => {
    expect(readFirstCommentResult({ status: "failed", error: "x", attempted_at: "2026-11-26T11:00:00.000Z" })).toMatchObject({ status: "failed" });
    expect(readFirstCommentResult(null)).toBeNull();
    expect(readFirstCommentResult({ status: "weird" })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { commentFailureWords, readFirstCommentResult } from "./comment-failure-words";

describe("commentFailureWords", () => {
  it("says what to do for the failures a person acts on, chosen by kind, without the API's prefix", () => {
    expect(commentFailureWords("Mastodon", "mastodon", { kind: "reauth", error: "mastodon: first comment: access was revoked; reconnect the account" })).toBe(
      "The first comment was not posted: Mastodon needs you to reconnect the account. Reconnect it, then retry the comment.",
    );
    expect(commentFailureWords("Instagram", "instagram", { kind: "unconfirmed", error: "instagram: first comment: could not confirm (timeout)" })).toBe(
      "We could not tell whether the first comment went out on Instagram. Look at the post on Instagram before you retry the comment.",
    );
    expect(
      commentFailureWords("X (Twitter)", "twitter", {
        kind: "gave_up",
        attempts: 5,
        error: "twitter: first comment: the network did not answer in time (gave up after 5 attempts)",
      }),
    ).toBe("X (Twitter) kept failing, so the first comment was tried 5 times and stopped. The network did not answer in time. Retry the comment later.");
    expect(
      commentFailureWords("Instagram", "instagram", {
        kind: "forbidden",
        error: "instagram: first comment: (#10) Application does not have permission for this action",
      }),
    ).toBe(
      "Instagram did not let this account comment: (#10) Application does not have permission for this action. Check the account's permissions on Instagram, then retry the comment.",
    );
    expect(commentFailureWords("Bluesky", "bluesky", { kind: "rate_limited", error: "bluesky: first comment: Rate limit exceeded" })).toBe(
      "Bluesky asked us to slow down, so the first comment was not posted yet.",
    );
  });

  it("never decides by the text: words that sound like a case but come with another kind keep the network's words", () => {
    // Before: the text "reconnect the account" or "permission" chose the words; now only `kind` does.
    expect(commentFailureWords("Mastodon", "mastodon", { kind: "refused", error: "mastodon: first comment: no permission to reconnect the account" })).toBe(
      "The first comment was not posted on Mastodon. No permission to reconnect the account.",
    );
    // A comment failed before `kind` existed reads as a plain refusal.
    expect(commentFailureWords("Mastodon", "mastodon", { error: "mastodon: first comment: Validation failed: Text character limit exceeded" })).toBe(
      "The first comment was not posted on Mastodon. Validation failed: Text character limit exceeded.",
    );
    expect(commentFailureWords("Mastodon", "mastodon", undefined)).toBe("The first comment was not posted on Mastodon. No reason was given.");
  });
});

describe("readFirstCommentResult", () => {
  it("reads a stored result and ignores anything else", () => {
    expect(readFirstCommentResult({ status: "failed", error: "x", attempted_at: "2026-11-26T11:00:00.000Z" })).toMatchObject({ status: "failed" });
    expect(readFirstCommentResult(null)).toBeNull();
    expect(readFirstCommentResult({ status: "weird" })).toBeNull();
  });
});

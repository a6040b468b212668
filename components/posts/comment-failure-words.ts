// A failed first comment in a marketer's words: what happened and what to do. The stored error is the API's
// ("mastodon: first comment: Mastodon refused …"): the pipeline writes it once, for both voices, and this reads
// the few cases a person acts on differently (reconnect, check before retrying, wait, fix a permission); any
// other error keeps the network's own words, without the prefix.
import type { FirstCommentResult } from "@/lib/schemas/posts";

export function readFirstCommentResult(value: unknown): FirstCommentResult | null {
  if (!value || typeof value !== "object") return null;
  const status = (value as { status?: unknown }).status;
  return status === "posted" || status === "failed" || status === "pending" ? (value as FirstCommentResult) : null;
}

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[.\s]+$/, "");
  return trimmed === "" ? "" : `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

export function commentFailureWords(network: string, error: string | undefined): string {
  const detail = (error ?? "").replace(/^[a-z]+: first comment: /, "");
  if (/reconnect the account/i.test(detail))
    return `The first comment was not posted: ${network} needs you to reconnect the account. Reconnect it, then retry the comment.`;
  if (/could not confirm whether it was posted/i.test(detail))
    return `We could not tell whether the first comment went out on ${network}. Look at the post on ${network} before you retry the comment.`;
  const gaveUp = /\s*\(gave up after (\d+) attempts\)$/.exec(detail);
  if (gaveUp)
    return `${network} kept failing, so the first comment was tried ${gaveUp[1]} times and stopped. ${sentence(detail.slice(0, gaveUp.index))} Retry the comment later.`;
  if (/rate limit|too many requests/i.test(detail)) return `${network} asked us to slow down, so the first comment was not posted yet.`;
  if (/permission|not allowed|forbidden|scope/i.test(detail))
    return `${network} did not let this account comment: ${sentence(detail)} Check the account's permissions on ${network}, then retry the comment.`;
  return `The first comment was not posted on ${network}. ${sentence(detail) || "No reason was given."}`;
}

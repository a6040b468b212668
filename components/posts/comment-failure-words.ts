// A failed first comment in a marketer's words: what happened and what to do. The words are chosen by the
// result's `kind` (lib/schemas/posts.ts FIRST_COMMENT_FAILURE_KINDS, set by the pipeline from the typed error),
// never by reading the error text; the text, without its "<network>: first comment: " prefix, is only shown.
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

/** The stored error as the network put it: without the prefix the pipeline writes (and the gave-up count it appends). */
function networkWords(platform: string, comment: Pick<FirstCommentResult, "error" | "attempts">): string {
  const prefix = `${platform}: first comment: `;
  const error = comment.error ?? "";
  const detail = error.startsWith(prefix) ? error.slice(prefix.length) : error;
  const suffix = ` (gave up after ${comment.attempts} attempts)`;
  return detail.endsWith(suffix) ? detail.slice(0, -suffix.length) : detail;
}

export function commentFailureWords(network: string, platform: string, comment: Pick<FirstCommentResult, "kind" | "error" | "attempts"> | undefined): string {
  const detail = comment ? networkWords(platform, comment) : "";
  switch (comment?.kind) {
    case "reauth":
      return `The first comment was not posted: ${network} needs you to reconnect the account. Reconnect it, then retry the comment.`;
    case "unconfirmed":
      return `We could not tell whether the first comment went out on ${network}. Look at the post on ${network} before you retry the comment.`;
    case "gave_up":
      return `${network} kept failing, so the first comment was tried ${comment.attempts ?? "several"} times and stopped. ${sentence(detail)} Retry the comment later.`;
    case "rate_limited":
      return `${network} asked us to slow down, so the first comment was not posted yet.`;
    case "forbidden":
      return `${network} did not let this account comment: ${sentence(detail)} Check the account's permissions on ${network}, then retry the comment.`;
    default:
      return `The first comment was not posted on ${network}. ${sentence(detail) || "No reason was given."}`;
  }
}

// Threads rules: 500 characters per post; up to 20 media (a carousel needs 2+); a link attachment only on a
// text-only post; each chain item is a reply of at most 500 characters with at most one media item.
import type { Problem, PublishInput } from "../types";
import { segmentInWindows, textRuns } from "../graphemes";
import { checkChainItems, checkHasContent, checkMedia, checkOption, checkTextLength, codePointLength, utf8Length, type TextRule } from "../validation";

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/** Threads' count: characters, except that an emoji counts as its UTF-8 bytes (Threads posts reference).
 *  ASCII has no emoji, so only the other stretches are split into clusters. */
export function threadsLength(text: string): number {
  let length = 0;
  for (const run of textRuns(text)) {
    if (run.ascii) length += run.text.length;
    else for (const cluster of segmentInWindows(run.text)) length += PICTOGRAPHIC.test(cluster) ? utf8Length(cluster) : codePointLength(cluster);
  }
  return length;
}

export const THREADS_TEXT_RULE: TextRule = { max: 500, count: threadsLength };

export const THREADS_REPLY_CONTROL = ["everyone", "accounts_you_follow", "mentioned_only", "parent_post_author_only", "followers_only"] as const;

export function validateThreads(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  checkTextLength(problems, input.text, THREADS_TEXT_RULE);
  checkMedia(problems, input, { maxImages: 20, maxVideos: 20, maxItems: 20, allowMixed: true });
  checkOption(problems, input, "replyControl", { kind: "string", oneOf: THREADS_REPLY_CONTROL });
  checkOption(problems, input, "topic", { kind: "string", maxLength: 50 });
  checkOption(problems, input, "altText", { kind: "string" });
  if (checkOption(problems, input, "linkAttachment", { kind: "uri" }) && input.media.length > 0) {
    problems.push({ field: "platformOptions.threads.linkAttachment", message: "linkAttachment works on text-only posts", kind: "unsupported" });
  }
  checkOption(problems, input, "quotePostId", { kind: "string" });
  checkOption(problems, input, "locationId", { kind: "string" });
  checkOption(problems, input, "allowlistedCountryCodes", { kind: "string[]" });
  checkChainItems(problems, input, [THREADS_TEXT_RULE]);
  return problems;
}

// Bluesky rules: 300 graphemes (and 3,000 UTF-8 bytes); up to 4 images or one video (MP4, at most 3 minutes and
// 100 MB, checked when the file is fetched), not both; langs ≤3. A thread (options.chainItems): each part
// within the same 300 graphemes and 3,000 bytes, one image or video.
import { ruleProblem } from "../check-rules";
import type { Problem, PublishInput } from "../types";
import { checkChainItems, checkHasContent, checkMedia, checkOption, checkTextLength, graphemeLength, utf8Length, type TextRule } from "../validation";

/** The limit people see; the byte limit behind it only matters for text of many multi-byte graphemes. */
export const BLUESKY_TEXT_RULE: TextRule = { max: 300, count: graphemeLength, unit: "graphemes" };

export const BLUESKY_BYTE_RULE: TextRule = { max: 3000, count: utf8Length, unit: "bytes" };

export function validateBluesky(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  const graphemes = checkTextLength(problems, input.text, BLUESKY_TEXT_RULE);
  if (graphemes <= 300) checkTextLength(problems, input.text, BLUESKY_BYTE_RULE);
  checkMedia(problems, input, { maxImages: 4, maxVideos: 1, maxItems: 4 });
  checkChainItems(problems, input, [BLUESKY_TEXT_RULE, BLUESKY_BYTE_RULE]);
  if (checkOption(problems, input, "langs", { kind: "string[]" }) && (input.options.langs as string[]).length > 3) {
    problems.push({ field: "platformOptions.bluesky.langs", message: "at most 3 languages", kind: "too_many" });
  }
  if (input.postType !== "post") problems.push(ruleProblem("postType", "post_type_unsupported", { postType: input.postType }));
  return problems;
}

// X rules: 280 weighted characters as X counts them (twitter-text: URLs 23, CJK and emoji 2); up to 4 images
// or one video, not both. A thread (options.chainItems): each part within the same 280, one image or video.
import { ruleProblem } from "../check-rules";
import twitterText from "twitter-text";
import type { Problem, PublishInput } from "../types";
import { checkChainItems, checkHasContent, checkMedia, checkTextLength, type TextRule } from "../validation";

export function twitterWeightedCount(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

export const TWITTER_TEXT_RULE: TextRule = { max: 280, count: twitterWeightedCount, unit: "weighted characters" };

export function validateTwitter(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  checkTextLength(problems, input.text, TWITTER_TEXT_RULE);
  checkMedia(problems, input, { maxImages: 4, maxVideos: 1 });
  checkChainItems(problems, input, [TWITTER_TEXT_RULE]);
  if (input.postType !== "post") problems.push(ruleProblem("postType", "post_type_unsupported", { postType: input.postType }));
  return problems;
}

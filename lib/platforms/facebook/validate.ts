// Facebook Page rules: text or media; photos (up to 10) or one video, not both; a reel is one video.
import { ruleProblem } from "../check-rules";
import type { Problem, PublishInput } from "../types";
import { checkHasContent, checkMedia, checkTextLength, countMedia, type TextRule } from "../validation";

export const FACEBOOK_TEXT_RULE: TextRule = { max: 63206 };

export function validateFacebook(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  checkTextLength(problems, input.text, FACEBOOK_TEXT_RULE);
  if (input.postType === "reel") {
    if (input.media.length !== 1 || countMedia(input).video !== 1) problems.push(ruleProblem("mediaUrls", "reel_needs_one_video"));
  } else if (input.postType === "story") {
    if (input.media.length !== 1) problems.push(ruleProblem("mediaUrls", "story_needs_one_item"));
  } else {
    checkMedia(problems, input, { maxImages: 10, maxVideos: 1 });
  }
  return problems;
}

// Facebook Page rules: text or media; photos (up to 10) or one video, not both; a reel is one video.
import type { Problem, PublishInput } from "../types";
import { checkHasContent, checkMedia, checkTextLength, countMedia, type TextRule } from "../validation";

export const FACEBOOK_TEXT_RULE: TextRule = { max: 63206 };

export function validateFacebook(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  checkTextLength(problems, input.text, FACEBOOK_TEXT_RULE);
  if (input.postType === "reel") {
    if (input.media.length !== 1 || countMedia(input).video !== 1)
      problems.push({ field: "mediaUrls", message: "a reel needs exactly one video", kind: "invalid" });
  } else if (input.postType === "story") {
    if (input.media.length !== 1) problems.push({ field: "mediaUrls", message: "a story needs exactly one image or video", kind: "invalid" });
  } else {
    checkMedia(problems, input, { maxImages: 10, maxVideos: 1 });
  }
  return problems;
}

// LinkedIn Posts API rules: commentary 3,000 characters; one video, or images (several make a multi-image post).
import { ruleProblem } from "../check-rules";
import type { Problem, PublishInput } from "../types";
import { checkHasContent, checkMedia, checkTextLength, type TextRule } from "../validation";

export const LINKEDIN_TEXT_RULE: TextRule = { max: 3000 };

export function validateLinkedin(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  checkTextLength(problems, input.text, LINKEDIN_TEXT_RULE);
  checkMedia(problems, input, { maxImages: 20, maxVideos: 1 });
  if (input.postType !== "post") problems.push(ruleProblem("postType", "post_type_unsupported", { postType: input.postType }));
  return problems;
}

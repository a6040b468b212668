// Instagram's publishing rules (Graph API content publishing): media is required; a feed post is one image or
// video or a carousel of 2–10; a reel is one video; a story one image or video; captions 2,200 characters.
import { ruleProblem } from "../check-rules";
import type { Problem, PublishInput } from "../types";
import { checkMedia, checkOption, checkTextLength, countMedia, type TextRule } from "../validation";

export const INSTAGRAM_TEXT_RULE: TextRule = { max: 2200 };

export function validateInstagram(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkTextLength(problems, input.text, INSTAGRAM_TEXT_RULE);
  const hashtags = input.text.match(/(^|\s)#[\p{L}\p{N}_]+/gu)?.length ?? 0;
  if (hashtags > 30) problems.push(ruleProblem("hashtags", "too_many_hashtags", { count: hashtags, max: 30 }));
  const { video } = countMedia(input);
  if (input.postType === "reel") {
    if (input.media.length !== 1 || video !== 1) problems.push(ruleProblem("mediaUrls", "reel_needs_one_video"));
  } else if (input.postType === "story") {
    if (input.media.length !== 1) problems.push(ruleProblem("mediaUrls", "story_needs_one_item"));
  } else {
    checkMedia(problems, input, { required: true, maxImages: 10, maxVideos: 10, maxItems: 10, allowMixed: true });
  }
  checkOption(problems, input, "shareToFeed", { kind: "boolean" });
  checkOption(problems, input, "coverUrl", { kind: "uri" });
  checkOption(problems, input, "thumbOffsetMs", { kind: "number" });
  checkOption(problems, input, "audioName", { kind: "string" });
  checkOption(problems, input, "collaborators", { kind: "string[]" });
  checkOption(problems, input, "locationId", { kind: "string" });
  checkOption(problems, input, "altText", { kind: "string" });
  checkOption(problems, input, "isAiGenerated", { kind: "boolean" });
  checkOption(problems, input, "isTrialReel", { kind: "boolean" });
  checkOption(problems, input, "trialGraduationStrategy", { kind: "string", oneOf: ["MANUAL", "SS_PERFORMANCE"] });
  if (input.options.isTrialReel === true && input.postType !== "reel") {
    problems.push({ field: "platformOptions.instagram.isTrialReel", message: "isTrialReel applies to reels only", kind: "unsupported" });
  }
  const userTags = input.options.userTags;
  if (userTags !== undefined) {
    if (!Array.isArray(userTags)) {
      problems.push({ field: "platformOptions.instagram.userTags", message: "userTags must be a list of { username, x, y }", kind: "invalid" });
    } else {
      userTags.forEach((tag: unknown, index) => {
        const field = `platformOptions.instagram.userTags[${index}]`;
        const entry = (tag ?? {}) as Record<string, unknown>;
        if (typeof entry.username !== "string" || entry.username.trim() === "") {
          problems.push({ field: `${field}.username`, message: `userTags[${index}].username is required`, kind: "required" });
        }
        for (const axis of ["x", "y"] as const) {
          const value = entry[axis];
          if (value !== undefined && !(typeof value === "number" && value >= 0 && value <= 1)) {
            problems.push({ field: `${field}.${axis}`, message: `userTags[${index}].${axis} must be a number from 0 to 1`, kind: "invalid" });
          }
        }
      });
      if (userTags.length > 20)
        problems.push({ field: "platformOptions.instagram.userTags", message: `too many user tags: ${userTags.length}, at most 20`, kind: "too_many" });
    }
  }
  const collaborators = input.options.collaborators;
  if (Array.isArray(collaborators) && collaborators.length > 3) {
    problems.push({ field: "platformOptions.instagram.collaborators", message: "at most 3 collaborators", kind: "too_many" });
  }
  return problems;
}

// YouTube rules: exactly one video; title (≤100, no < or >), categoryId and madeForKids are required options;
// the description is the caption, cut to 5,000 characters during resolution.
import { ruleProblem } from "../check-rules";
import type { Problem, PublishInput } from "../types";
import { checkMedia, checkOption, countMedia } from "../validation";

export const YOUTUBE_PRIVACY = ["public", "unlisted", "private"] as const;

export function validateYoutube(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  if (countMedia(input).video !== 1 || input.media.length !== 1) {
    problems.push(ruleProblem("mediaUrls", "one_video_required"));
  } else {
    checkMedia(problems, input, { required: true, maxImages: 0, maxVideos: 1 });
  }
  if (checkOption(problems, input, "title", { kind: "string", required: true, maxLength: 100 })) {
    const title = input.options.title as string;
    if (title.trim() === "") problems.push({ field: "platformOptions.youtube.title", message: "title is required", kind: "required" });
    if (/[<>]/.test(title)) problems.push({ field: "platformOptions.youtube.title", message: "title must not contain < or >", kind: "invalid" });
  }
  checkOption(problems, input, "categoryId", { kind: "string", required: true });
  checkOption(problems, input, "madeForKids", { kind: "boolean", required: true });
  checkOption(problems, input, "privacyStatus", { kind: "string", oneOf: YOUTUBE_PRIVACY });
  if (checkOption(problems, input, "tags", { kind: "string[]" })) {
    const total = (input.options.tags as string[]).join(",").length;
    if (total > 500)
      problems.push({ field: "platformOptions.youtube.tags", message: `tags are too long: ${total} characters together, at most 500`, kind: "too_long" });
  }
  checkOption(problems, input, "defaultLanguage", { kind: "string" });
  checkOption(problems, input, "containsSyntheticMedia", { kind: "boolean" });
  checkOption(problems, input, "embeddable", { kind: "boolean" });
  checkOption(problems, input, "publicStatsViewable", { kind: "boolean" });
  checkOption(problems, input, "license", { kind: "string", oneOf: ["youtube", "creativeCommon"] });
  checkOption(problems, input, "thumbnailUrl", { kind: "uri" });
  return problems;
}

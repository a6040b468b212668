// Bluesky rules: 300 graphemes (and 3,000 UTF-8 bytes); up to 4 images; langs ≤3. Video goes through a separate
// service (video.bsky.app) that the connector does not implement yet, so a video is reported rather than dropped.
import type { Problem, PublishInput } from "../types";
import { checkHasContent, checkMedia, checkOption, checkTextLength, graphemeLength, utf8Length } from "../validation";

export function validateBluesky(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  const graphemes = graphemeLength(input.text);
  checkTextLength(problems, input.text, { max: 300, count: () => graphemes, unit: "graphemes" });
  if (graphemes <= 300) checkTextLength(problems, input.text, { max: 3000, count: utf8Length, unit: "bytes" });
  checkMedia(problems, input, { maxImages: 4, maxVideos: 0 });
  if (checkOption(problems, input, "langs", { kind: "string[]" }) && (input.options.langs as string[]).length > 3) {
    problems.push({ field: "platformOptions.bluesky.langs", message: "at most 3 languages" });
  }
  if (input.postType !== "post") problems.push({ field: "postType", message: `${input.postType} is not supported; use post` });
  return problems;
}

// Pinterest Pin rules (PinCreate in v5/openapi.json of github.com/pinterest/api-description): a Pin is one
// image, a carousel of 2–5 images (multiple_image_urls), or one video (video_id); the board is required;
// title ≤100, description (the caption) ≤800, alt_text ≤500, link ≤2048 characters. coverUrl and
// thumbOffsetMs choose a video's cover (cover_image_url or cover_image_key_frame_time) and only one of them.
import type { Problem, PublishInput } from "../types";
import { checkMedia, checkOption, checkTextLength, countMedia, type TextRule } from "../validation";

export const PINTEREST_BOARD_ID = /^\d+$/;
export const PINTEREST_MAX_CAROUSEL = 5;
/** The Pin's description (the caption), in code points. */
export const PINTEREST_TEXT_RULE: TextRule = { max: 800 };

export function validatePinterest(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  const { image, video } = countMedia(input);
  checkMedia(problems, input, { required: true, maxImages: PINTEREST_MAX_CAROUSEL, maxVideos: 1 });
  checkTextLength(problems, input.text, PINTEREST_TEXT_RULE);

  if (checkOption(problems, input, "boardId", { kind: "string", required: true }) && !PINTEREST_BOARD_ID.test(input.options.boardId as string)) {
    problems.push({
      field: "platformOptions.pinterest.boardId",
      message: "boardId must be a Pinterest board id (digits; see GET /accounts/{id}/boards)",
      kind: "invalid",
    });
  }
  checkOption(problems, input, "title", { kind: "string", maxLength: 100 });
  checkOption(problems, input, "altText", { kind: "string", maxLength: 500 });
  if (checkOption(problems, input, "link", { kind: "uri" })) {
    const link = input.options.link as string;
    if (!/^https?:\/\//i.test(link)) problems.push({ field: "platformOptions.pinterest.link", message: "link must be an http or https URL", kind: "invalid" });
    else if (link.length > 2048)
      problems.push({ field: "platformOptions.pinterest.link", message: `link must be at most 2048 characters (got ${link.length})`, kind: "too_long" });
  }
  const hasCover = checkOption(problems, input, "coverUrl", { kind: "uri" });
  const hasOffset = checkOption(problems, input, "thumbOffsetMs", { kind: "number" });
  if (hasOffset && (input.options.thumbOffsetMs as number) < 0) {
    problems.push({ field: "platformOptions.pinterest.thumbOffsetMs", message: "thumbOffsetMs must be 0 or more", kind: "invalid" });
  }
  if ((hasCover || hasOffset) && video === 0 && image > 0) {
    problems.push({
      field: `platformOptions.pinterest.${hasCover ? "coverUrl" : "thumbOffsetMs"}`,
      message: "coverUrl and thumbOffsetMs are for video Pins only",
      kind: "unsupported",
    });
  }
  if (hasCover && hasOffset) {
    problems.push({
      field: "platformOptions.pinterest.thumbOffsetMs",
      message: "give either coverUrl or thumbOffsetMs for the video cover, not both",
      kind: "invalid",
    });
  }
  return problems;
}

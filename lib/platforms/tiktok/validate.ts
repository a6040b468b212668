// TikTok Content Posting rules: one video, or 1–35 photos served from Postlane's own media host ({cdn_url},
// the only verified pull domain); the five disclosure and privacy options are required; photoTitle ≤90.
import { ruleProblem } from "../check-rules";
import type { Problem, PublishInput } from "../types";
import { checkMedia, checkOption, checkTextLength, countMedia, type TextRule } from "../validation";

export const TIKTOK_PRIVACY_LEVELS = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"] as const;

/** A photo post's description may be longer than a video's caption. */
export function tiktokTextRule(input: PublishInput): TextRule {
  const { image, video } = countMedia(input);
  return image > 0 && video === 0 ? { max: 4000 } : { max: 2200 };
}

export function validateTiktok(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  const { image, video } = countMedia(input);
  checkMedia(problems, input, { required: true, maxImages: 35, maxVideos: 1 });
  const isPhoto = image > 0 && video === 0;
  checkTextLength(problems, input.text, tiktokTextRule(input));
  if (isPhoto) {
    const base = input.cdnBaseUrl.replace(/\/+$/, "") + "/";
    input.media.forEach((media, index) => {
      if (!media.url.startsWith(base)) {
        problems.push(ruleProblem(`mediaUrls[${index}]`, "photos_not_hosted", { cdnBaseUrl: input.cdnBaseUrl }));
      }
    });
  }
  checkOption(problems, input, "privacyLevel", { kind: "string", required: true, oneOf: TIKTOK_PRIVACY_LEVELS });
  checkOption(problems, input, "disableComment", { kind: "boolean", required: true });
  checkOption(problems, input, "brandContentToggle", { kind: "boolean", required: true });
  checkOption(problems, input, "brandOrganicToggle", { kind: "boolean", required: true });
  checkOption(problems, input, "isAigc", { kind: "boolean", required: true });
  checkOption(problems, input, "postMode", { kind: "string", oneOf: ["DIRECT_POST", "MEDIA_UPLOAD"] });
  checkOption(problems, input, "disableDuet", { kind: "boolean" });
  checkOption(problems, input, "disableStitch", { kind: "boolean" });
  checkOption(problems, input, "videoCoverTimestampMs", { kind: "number" });
  checkOption(problems, input, "autoAddMusic", { kind: "boolean" });
  if (checkOption(problems, input, "photoCoverIndex", { kind: "number" }) && isPhoto) {
    const index = input.options.photoCoverIndex as number;
    if (!Number.isInteger(index) || index < 0 || index >= image) {
      problems.push({ field: "platformOptions.tiktok.photoCoverIndex", message: `photoCoverIndex must be between 0 and ${image - 1}`, kind: "invalid" });
    }
  }
  checkOption(problems, input, "photoTitle", { kind: "string", maxLength: 90 });
  return problems;
}

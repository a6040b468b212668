// Telegram Bot API rules: a message is 4,096 characters; an album holds 2–10 items, so larger sets are sent
// as several albums (up to 30 items in all here). A caption longer than 1,024 characters is sent as a separate
// message after the media (the adapter's choice), so it is allowed.
import { ruleProblem } from "../check-rules";
import type { Problem, PublishInput } from "../types";
import { checkHasContent, checkMedia, checkOption, checkTextLength, type TextRule } from "../validation";

export const TELEGRAM_TEXT_RULE: TextRule = { max: 4096 };

export const TELEGRAM_MAX_MEDIA = 30;

export function validateTelegram(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  checkTextLength(problems, input.text, TELEGRAM_TEXT_RULE);
  checkMedia(problems, input, { maxImages: TELEGRAM_MAX_MEDIA, maxVideos: TELEGRAM_MAX_MEDIA, maxItems: TELEGRAM_MAX_MEDIA, allowMixed: true });
  checkOption(problems, input, "disableNotification", { kind: "boolean" });
  checkOption(problems, input, "protectContent", { kind: "boolean" });
  if (input.postType !== "post") problems.push(ruleProblem("postType", "post_type_unsupported", { postType: input.postType }));
  return problems;
}

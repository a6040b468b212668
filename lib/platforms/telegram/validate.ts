// Telegram Bot API rules: a message is 4,096 characters; a media group holds up to 10 items. A caption longer
// than 1,024 characters is sent as a separate message after the media (the adapter's choice), so it is allowed.
import type { Problem, PublishInput } from "../types";
import { checkHasContent, checkMedia, checkOption, checkTextLength } from "../validation";

export function validateTelegram(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  checkTextLength(problems, input.text, { max: 4096 });
  checkMedia(problems, input, { maxImages: 10, maxVideos: 10, maxItems: 10, allowMixed: true });
  checkOption(problems, input, "disableNotification", { kind: "boolean" });
  checkOption(problems, input, "protectContent", { kind: "boolean" });
  return problems;
}

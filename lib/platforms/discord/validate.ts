// Discord rules: message content 2,000 characters, up to 10 attachments.
import type { Problem, PublishInput } from "../types";
import { checkHasContent, checkMedia, checkOption, checkTextLength, type TextRule } from "../validation";

export const DISCORD_TEXT_RULE: TextRule = { max: 2000 };

export function validateDiscord(input: PublishInput): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  checkTextLength(problems, input.text, DISCORD_TEXT_RULE);
  checkMedia(problems, input, { maxImages: 10, maxVideos: 10, maxItems: 10, allowMixed: true });
  checkOption(problems, input, "channelId", { kind: "string" });
  return problems;
}

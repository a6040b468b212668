// Mastodon rules: 500 characters by default (an instance may allow more: settings.maxCharacters), up to 4
// media attachments, visibility from the API's four values. Length is counted the instance's way (URLs as 23).
// A thread (options.chainItems): each part within the same instance limit, one image or video.
import type { Problem, PublishInput } from "../types";
import { checkChainItems, checkHasContent, checkMedia, checkOption, checkTextLength, type TextRule } from "../validation";
import { mastodonTextLength } from "./text-length";

export function mastodonTextRule(instance: { maxCharacters?: number } = {}): TextRule {
  return { max: instance.maxCharacters ?? 500, count: mastodonTextLength };
}

export function validateMastodon(input: PublishInput, instance: { maxCharacters?: number } = {}): Problem[] {
  const problems: Problem[] = [];
  checkHasContent(problems, input);
  const textRule = mastodonTextRule(instance);
  checkTextLength(problems, input.text, textRule);
  checkMedia(problems, input, { maxImages: 4, maxVideos: 4, maxItems: 4, allowMixed: true });
  checkOption(problems, input, "visibility", { kind: "string", oneOf: ["public", "unlisted", "private", "direct"] });
  checkOption(problems, input, "spoilerText", { kind: "string" });
  checkOption(problems, input, "sensitive", { kind: "boolean" });
  checkOption(problems, input, "language", { kind: "string" });
  checkChainItems(problems, input, [textRule]);
  return problems;
}

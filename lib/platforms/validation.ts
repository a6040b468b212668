// Building blocks for the per-network validate.ts rules: counting text the way each network counts it, and
// the checks every network repeats (length, media count and kinds, required and typed options). All pure.
import { chainItemField, MAX_CHAIN_ITEMS } from "./chain-items";
import { ruleProblem } from "./check-rules";
import type { MediaKind, Problem, PublishInput } from "./types";

export { graphemeLength } from "./graphemes";

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/** Unicode code points (most networks' "characters"). */
export function codePointLength(text: string): number {
  return [...text].length;
}

export interface TextRule {
  max: number;
  count?: (text: string) => number;
  /** What the network calls its unit, for the message ("characters", "graphemes", "weighted characters"). */
  unit?: string;
  field?: string;
}

/** The text's length in the rule's own counting (code points unless the rule says otherwise). */
export function countText(text: string, rule: TextRule): number {
  return (rule.count ?? codePointLength)(text);
}

/** Pushes a problem when the text is over the rule's limit; returns the length it counted. */
export function checkTextLength(problems: Problem[], text: string, rule: TextRule, length = countText(text, rule)): number {
  if (length > rule.max) {
    problems.push(ruleProblem(rule.field ?? "caption", "text_too_long", { length, unit: rule.unit ?? "characters", max: rule.max }));
  }
  return length;
}

export function checkHasContent(problems: Problem[], input: PublishInput): void {
  if (input.text.trim() === "" && input.media.length === 0) {
    problems.push(ruleProblem("caption", "content_required"));
  }
}

export interface MediaRule {
  required?: boolean;
  maxImages: number;
  maxVideos: number;
  /** Total items; defaults to maxImages + maxVideos. */
  maxItems?: number;
  /** Images and videos in one post. */
  allowMixed?: boolean;
}

export function countMedia(input: PublishInput): Record<MediaKind, number> {
  return {
    image: input.media.filter((m) => m.kind === "image").length,
    video: input.media.filter((m) => m.kind === "video").length,
  };
}

export function checkMedia(problems: Problem[], input: PublishInput, rule: MediaRule): void {
  const { image, video } = countMedia(input);
  if (rule.required && input.media.length === 0) {
    problems.push(ruleProblem("mediaUrls", "media_required"));
    return;
  }
  if (rule.maxImages === 0 && image > 0) problems.push(ruleProblem("mediaUrls", "images_unsupported"));
  else if (image > rule.maxImages) problems.push(ruleProblem("mediaUrls", "too_many_images", { count: image, max: rule.maxImages }));
  if (rule.maxVideos === 0 && video > 0) problems.push(ruleProblem("mediaUrls", "videos_unsupported"));
  else if (video > rule.maxVideos) problems.push(ruleProblem("mediaUrls", "too_many_videos", { count: video, max: rule.maxVideos }));
  const maxItems = rule.maxItems ?? rule.maxImages + rule.maxVideos;
  if (input.media.length > maxItems && image <= rule.maxImages && video <= rule.maxVideos) {
    problems.push(ruleProblem("mediaUrls", "too_many_media", { count: input.media.length, max: maxItems }));
  }
  if (!rule.allowMixed && image > 0 && video > 0) {
    problems.push(ruleProblem("mediaUrls", "media_mixed"));
  }
}

type OptionKind = "string" | "boolean" | "number" | "string[]" | "uri";

function hasKind(value: unknown, kind: OptionKind): boolean {
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "string[]":
      return Array.isArray(value) && value.every((v) => typeof v === "string");
    case "uri":
      return typeof value === "string" && URL.canParse(value);
  }
}

const KIND_LABEL: Record<OptionKind, string> = {
  string: "a string",
  boolean: "true or false",
  number: "a number",
  "string[]": "a list of strings",
  uri: "a URL",
};

/** Checks one option: present when required, of the right type, within `oneOf`. Returns whether it is usable. */
export function checkOption(
  problems: Problem[],
  input: PublishInput,
  key: string,
  rule: { kind: OptionKind; required?: boolean; oneOf?: readonly string[]; maxLength?: number },
): boolean {
  const field = `platformOptions.${input.platform}.${key}`;
  const value = input.options[key];
  if (value === undefined || value === null || (rule.kind === "string" && rule.required && value === "")) {
    if (rule.required) problems.push({ field, message: `${key} is required`, kind: "required" });
    return false;
  }
  if (!hasKind(value, rule.kind)) {
    problems.push({ field, message: `${key} must be ${KIND_LABEL[rule.kind]}`, kind: "invalid" });
    return false;
  }
  if (rule.oneOf && !rule.oneOf.includes(value as string)) {
    problems.push({ field, message: `${key} must be one of ${rule.oneOf.join(", ")}`, kind: "invalid" });
    return false;
  }
  if (rule.maxLength !== undefined && typeof value === "string" && codePointLength(value) > rule.maxLength) {
    problems.push({ field, message: `${key} must be at most ${rule.maxLength} characters (got ${codePointLength(value)})`, kind: "too_long" });
    return false;
  }
  return true;
}

/** Reports every problem of options.chainItems: not a list, too many parts, and per part empty or too long text
 *  in the network's counting (`textRules` in order, the first one broken reported, as for the caption), a
 *  mediaUrl that is not a URL, an unknown mediaType. At most one media item per part: the shape holds one
 *  mediaUrl. What a file must be (type, size, length) is checked when it is fetched, naming the part's field. */
export function checkChainItems(problems: Problem[], input: PublishInput, textRules: TextRule[]): void {
  const chain = input.options.chainItems;
  if (chain === undefined || chain === null) return;
  const field = `platformOptions.${input.platform}.chainItems`;
  if (!Array.isArray(chain)) {
    problems.push({ field, message: "chainItems must be a list", kind: "invalid" });
    return;
  }
  if (chain.length > MAX_CHAIN_ITEMS) problems.push(ruleProblem(field, "chain_too_many", { count: chain.length, max: MAX_CHAIN_ITEMS }));
  chain.forEach((raw: unknown, index) => {
    const entry = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const name = `chainItems[${index}]`;
    if (typeof entry.text !== "string" || entry.text.trim() === "") {
      problems.push(ruleProblem(chainItemField(input.platform, index, "text"), "chain_text_required", { index }));
    } else {
      for (const rule of textRules) {
        const length = countText(entry.text, rule);
        if (length > rule.max) {
          const facts = { index, length, unit: rule.unit ?? "characters", max: rule.max };
          problems.push(ruleProblem(chainItemField(input.platform, index, "text"), "chain_text_too_long", facts));
          break;
        }
      }
    }
    if (entry.mediaUrl !== undefined && !(typeof entry.mediaUrl === "string" && URL.canParse(entry.mediaUrl))) {
      problems.push({ field: chainItemField(input.platform, index, "mediaUrl"), message: `${name}.mediaUrl must be a URL`, kind: "invalid" });
    }
    if (entry.mediaType !== undefined && entry.mediaType !== "image" && entry.mediaType !== "video") {
      problems.push({ field: chainItemField(input.platform, index, "mediaType"), message: `${name}.mediaType must be image or video`, kind: "invalid" });
    }
    if (entry.altText !== undefined && typeof entry.altText !== "string") {
      problems.push({ field: chainItemField(input.platform, index, "altText"), message: `${name}.altText must be a string`, kind: "invalid" });
    }
  });
}

/** The one-line error a failed row shows: "youtube: title is required; youtube: categoryId is required". */
export function formatProblems(platform: string, problems: Problem[]): string {
  return problems.map((p) => `${platform}: ${p.message}`).join("; ");
}

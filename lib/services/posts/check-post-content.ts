// The dry run of a post's content, per network: the text as that network will receive it (the pipeline's
// own resolveContent: per-network caption or the shared one, hashtags appended the network's way, YouTube's
// cut), its length in that network's own counting against its limit (lib/platforms/rules.ts textRules), and
// every problem validate() finds — the same rules the publisher applies, so the composer's panel and preview,
// POST /posts/validate and the publish outcome never disagree. Pure: no database.
import type { PlatformId } from "../../platforms/ids";
import { missingAltTextWarnings } from "../../platforms/alt-text";
import { firstCommentMediaWarnings } from "../../platforms/first-comment-media";
import { withoutFacts } from "../../platforms/check-rules";
import { sayProblem, unitForPeople } from "../../platforms/problem-words";
import { FIRST_COMMENT_RULES, readFirstComment, validateFirstComment } from "../../platforms/first-comment";
import { countText } from "../../platforms/validation";
import { measureText, validateForPlatform } from "../../platforms/rules";
import type { Problem } from "../../platforms/types";
import { resolveContent, YOUTUBE_DESCRIPTION_MAX, type PostContent } from "../../publishing/resolve-content";

/** The preview shows this much of the resolved text; nobody reads further in a preview. */
export const PREVIEW_TEXT_MAX = 5_000;

/** resolveContent wants a row id; a dry run has none (the id only matters as an idempotency key). */
const DRY_RUN_ID = "00000000-0000-4000-8000-000000000000";

export interface NetworkCheck {
  platform: PlatformId;
  /** The text as the network receives it (up to PREVIEW_TEXT_MAX characters). */
  text: string;
  /** The network's own title field when it has one (YouTube title, TikTok photo title). */
  heading: string | null;
  /** Set when publishing cuts the text to fit (YouTube's description). */
  cutTo: number | null;
  count: number | null;
  max: number | null;
  unit: string | null;
  /** Each problem in both voices: `field` and `message` as the API says them, `say` for the web app. */
  problems: CheckProblem[];
  /** What would not stop the post but deserves a look (an image without alt text), in both voices. */
  warnings: CheckProblem[];
  /** The first comment as the network receives it, measured its way; null without one or where it cannot be posted. */
  firstComment: { text: string; count: number; max: number; unit: string } | null;
}

/** A problem with the words the web app shows ("Choose who can see this on TikTok"); the API never sends `say`. */
export type CheckProblem = Problem & { say: string };

export function checkPostContent(post: Omit<PostContent, "id">, platforms: PlatformId[]): NetworkCheck[] {
  return platforms.map((platform) => {
    const input = resolveContent({ ...post, id: DRY_RUN_ID }, platform);
    const heading = [input.options.title, input.options.photoTitle].find((v): v is string => typeof v === "string" && v !== "") ?? null;
    const cutTo = platform === "youtube" && [...input.text].length >= YOUTUBE_DESCRIPTION_MAX ? YOUTUBE_DESCRIPTION_MAX : null;
    const measure = measureText(input);
    return {
      platform,
      text: input.text.slice(0, PREVIEW_TEXT_MAX),
      heading,
      cutTo,
      count: measure?.count ?? null,
      max: measure?.max ?? null,
      // In the web app's words (checkPostContent feeds only the web app): "characters", never "graphemes".
      unit: measure ? unitForPeople(measure.unit) : null,
      problems: [...validateForPlatform(input), ...validateFirstComment(input)].map((problem) => inBothVoices(platform, problem)),
      warnings: [...missingAltTextWarnings(input), ...firstCommentMediaWarnings(input)].map((warning) => inBothVoices(platform, warning)),
      firstComment: measureFirstComment(platform, readFirstComment(input.options)),
    };
  });
}

/** The API's words, the web app's words beside them; the rule's facts, which made the second, stay here. */
function inBothVoices(platform: PlatformId, problem: Problem): CheckProblem {
  return { ...withoutFacts(problem), say: sayProblem(platform, problem) };
}

/** The first comment against the network's first rule (the one a person counts in: graphemes, weighted characters). */
function measureFirstComment(platform: PlatformId, text: string | null): NetworkCheck["firstComment"] {
  const rule = FIRST_COMMENT_RULES[platform]?.[0];
  if (text === null || !rule) return null;
  return { text: text.slice(0, PREVIEW_TEXT_MAX), count: countText(text, rule), max: rule.max, unit: unitForPeople(rule.unit ?? "characters") };
}

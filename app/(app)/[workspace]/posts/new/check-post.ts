// The composer's dry run: for each chosen network, the caption as that network will receive it (the
// pipeline's own resolveContent: per-network caption or the shared one, hashtags appended the network's way,
// YouTube's cut), its length in that network's own counting, the limit, and every problem validate() finds —
// the same rules the publisher applies (lib/platforms/rules.ts), so the panel, the preview and the publish
// outcome never disagree.
import type { PlatformId } from "@/lib/platforms/ids";
import { validateForPlatform } from "@/lib/platforms/rules";
import type { Problem, PublishInput } from "@/lib/platforms/types";
import { resolveContent, YOUTUBE_DESCRIPTION_MAX, type PostContent } from "@/lib/publishing/resolve-content";

/** The preview shows this much of the resolved text; nobody reads further in a preview. */
export const PREVIEW_TEXT_MAX = 5_000;

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
  problems: Problem[];
}

const TOO_LONG = /^text is too long: (\d+) (.+), at most (\d+)$/;

function lengthProblem(input: PublishInput, text: string) {
  const problem = validateForPlatform({ ...input, text }).find((p) => TOO_LONG.test(p.message));
  const match = problem ? TOO_LONG.exec(problem.message) : null;
  return match ? { length: Number(match[1]), unit: match[2], max: Number(match[3]) } : null;
}

const PROBE_LENGTHS = [100, 1_000, 10_000, 100_000];
const limits = new Map<string, { max: number; unit: string } | null>();

/** The network's text limit and unit, read from its validator once per network and post type (probes grow
 *  step by step, so a network with a small limit is never handed 100k characters). */
function textLimit(input: PublishInput): { max: number; unit: string } | null {
  const key = `${input.platform}:${input.postType}`;
  if (!limits.has(key)) {
    let found: { max: number; unit: string } | null = null;
    for (const length of PROBE_LENGTHS) {
      const problem = lengthProblem(input, "a".repeat(length));
      if (problem) {
        found = { max: problem.max, unit: problem.unit };
        break;
      }
    }
    limits.set(key, found);
  }
  return limits.get(key)!;
}

/**
 * The network's own counter, read through its validator: the text followed by a newline and limit+1 plain
 * letters (one unit each in every network's counting) is over the limit, and the reported length minus the
 * padding is the text's length.
 */
function measure(input: PublishInput): Pick<NetworkCheck, "count" | "max" | "unit"> {
  const limit = textLimit(input);
  if (!limit) return { count: null, max: null, unit: null };
  const padding = limit.max + 1;
  const padded = lengthProblem(input, `${input.text}\n${"a".repeat(padding)}`);
  return { count: padded ? padded.length - padding - 1 : null, max: limit.max, unit: limit.unit };
}

export function checkPost(post: Omit<PostContent, "id">, platforms: PlatformId[]): NetworkCheck[] {
  return platforms.map((platform) => {
    const input = resolveContent({ ...post, id: "00000000-0000-4000-8000-000000000000" }, platform);
    const heading = [input.options.title, input.options.photoTitle].find((v): v is string => typeof v === "string" && v !== "") ?? null;
    const cutTo = platform === "youtube" && [...input.text].length >= YOUTUBE_DESCRIPTION_MAX ? YOUTUBE_DESCRIPTION_MAX : null;
    return { platform, text: input.text.slice(0, PREVIEW_TEXT_MAX), heading, cutTo, ...measure(input), problems: validateForPlatform(input) };
  });
}

// The composer's dry run: for each chosen network, the caption as that network will receive it, its length
// in that network's own counting, the limit, and every problem validate() finds — the same rules the
// publisher applies (lib/platforms/rules.ts), so the panel and the publish outcome never disagree.
import type { PlatformId } from "@/lib/platforms/ids";
import { validateForPlatform } from "@/lib/platforms/rules";
import type { Problem, PublishInput } from "@/lib/platforms/types";
import { resolveContent, type PostContent } from "@/lib/publishing/resolve-content";

export interface NetworkCheck {
  platform: PlatformId;
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

/**
 * The network's own counter, read through its validator: an over-long probe reveals the limit and unit; the
 * text followed by a newline and limit+1 plain letters (one unit each in every counting) reveals the count.
 */
function measure(input: PublishInput): Pick<NetworkCheck, "count" | "max" | "unit"> {
  const limit = lengthProblem(input, "a".repeat(200_000));
  if (!limit) return { count: null, max: null, unit: null };
  const padding = limit.max + 1;
  const padded = lengthProblem(input, `${input.text}\n${"a".repeat(padding)}`);
  return { count: padded ? padded.length - padding - 1 : null, max: limit.max, unit: limit.unit };
}

export function checkPost(post: Omit<PostContent, "id">, platforms: PlatformId[]): NetworkCheck[] {
  return platforms.map((platform) => {
    const input = resolveContent({ ...post, id: "00000000-0000-4000-8000-000000000000" }, platform);
    return { platform, ...measure(input), problems: validateForPlatform(input) };
  });
}

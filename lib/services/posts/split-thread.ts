// "Split into a thread" in the composer: a long text cut into parts that each fit every chosen network that
// publishes threads, measured with that network's own counter (X's weighted characters, Bluesky's
// graphemes, Mastodon's URLs-as-23 …), the same rules the validators apply. Pure: no database.
import { isChainNetwork } from "../../platforms/chain-networks";
import type { PlatformId } from "../../platforms/ids";
import { textOnlyRule } from "../../platforms/rules";
import { splitIntoThread } from "../../platforms/split-thread";
import { countText } from "../../platforms/validation";

/** At most this many parts: chainItems holds 24 replies after the post. */
export const THREAD_MAX_PARTS = 25;

export function splitThreadText({ text, platforms, numbered }: { text: string; platforms: PlatformId[]; numbered: boolean }): {
  parts: string[];
  tooLong: boolean;
} {
  const rules = platforms.filter(isChainNetwork).flatMap((p) => textOnlyRule(p) ?? []);
  const fits = (part: string) => rules.every((rule) => countText(part, rule) <= rule.max);
  const parts = splitIntoThread(text, fits, { numbered });
  return { parts: parts.slice(0, THREAD_MAX_PARTS), tooLong: parts.length > THREAD_MAX_PARTS };
}

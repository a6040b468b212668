// The composer asks for a dry run (counters and the validation panel) as the person types, so every
// network's validator must stay fast on long captions. This bench times graphemeLength, the validators and
// the composer's checkPostContent on 16k and 32k-character captions of three kinds of text, next to a baseline
// measured in the same run: one Intl.Segmenter pass over the whole text, which is how graphemes were
// counted before (V8's segment iterator slows down with the length of the string it walks).
//
//   npx tsx bench/validators/run.ts
import { performance } from "node:perf_hooks";
import { checkPostContent } from "../../lib/services/posts/check-post-content";
import { PLATFORM_IDS } from "../../lib/platforms/ids";
import { validateForPlatform } from "../../lib/platforms/rules";
import type { PublishInput } from "../../lib/platforms/types";
import { graphemeLength } from "../../lib/platforms/validation";

const RUNS = 7;

const SAMPLES: Record<string, string> = {
  latin: "Launch day! Postlane 1.0 is out 🎉 with #scheduling and https://example.com/launch links, café au lait. ",
  cjk: "日本語のキャプション、絵文字👩‍👩‍👧も入っています。한국어 텍스트도。",
  emoji: "🇫🇷🇯🇵👍🏽❤️‍🔥👩🏿‍💻 é̀ ",
};

function median(fn: () => unknown): number {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

const oneSegmenterPass = (text: string) => {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) count++;
  return count;
};

function input(platform: PublishInput["platform"], text: string): PublishInput {
  return {
    postId: "bench",
    platform,
    postType: "post",
    title: null,
    text,
    hashtags: [],
    media: [],
    mediaType: null,
    options: {},
    cdnBaseUrl: "http://localhost/media",
  };
}

const rows: Record<string, string>[] = [];
for (const size of [16_000, 32_000]) {
  for (const [kind, sample] of Object.entries(SAMPLES)) {
    const text = sample.repeat(Math.ceil(size / sample.length)).slice(0, size);
    const baseline = median(() => oneSegmenterPass(text));
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    rows.push({
      text: `${kind} ${size / 1000}k`,
      "baseline (1 segmenter pass)": fmt(baseline),
      graphemeLength: fmt(median(() => graphemeLength(text))),
      bluesky: fmt(median(() => validateForPlatform(input("bluesky", text)))),
      threads: fmt(median(() => validateForPlatform(input("threads", text)))),
      twitter: fmt(median(() => validateForPlatform(input("twitter", text)))),
      [`all ${PLATFORM_IDS.length} validators`]: fmt(median(() => PLATFORM_IDS.forEach((p) => validateForPlatform(input(p, text))))),
      [`composer checkPostContent (${PLATFORM_IDS.length} networks)`]: fmt(
        median(() =>
          checkPostContent(
            { title: null, caption: text, hashtags: [], mediaUrls: [], mediaType: null, postType: "post", platformCaptions: {}, platformOptions: {} },
            [...PLATFORM_IDS],
          ),
        ),
      ),
    });
  }
}
console.table(rows);

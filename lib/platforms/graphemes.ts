// Grapheme clusters (user-perceived characters) exactly as Intl.Segmenter splits them, in time linear in the
// text. V8's segment iterator gets slower per step the longer the string it walks (counting a 16k caption
// took ~75 ms, a 32k one ~600 ms: bench/validators/run.ts), and the composer counts as the person types.
//
// Two facts of UAX #29 make the text cheap to cut into pieces that can be segmented on their own:
//  - between two ASCII characters there is always a boundary, except inside CR LF: no ASCII character
//    extends, joins or prepends to another, so ASCII runs need no segmenter at all;
//  - segmenting from a known boundary gives the same clusters as segmenting the whole text: the rules that
//    look back (emoji ZWJ sequences, Indic conjuncts) never look across a boundary, and a boundary inside a
//    run of regional indicators always falls after a pair, so their pairing restarts the same way. The rest is
//    therefore segmented in short windows, each restarting at the start of the previous window's last cluster
//    (which the window's end may have cut).

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** A stretch that needs the segmenter: non-ASCII text with the ASCII characters (or CR LF) glued to it. */
const NEEDS_SEGMENTER = /(?:\r\n|[\0-\x7F])?[^\0-\x7F]+(?:(?:\r\n|[\0-\x7F])[^\0-\x7F]+)*(?:\r\n|[\0-\x7F])?/g;
const WINDOW = 256;

export type TextRun = { ascii: true; text: string } | { ascii: false; text: string };

/** The text cut at boundaries every cluster rule agrees on: pure ASCII runs, and stretches for the segmenter. */
export function* textRuns(text: string): Generator<TextRun> {
  let last = 0;
  for (const match of text.matchAll(NEEDS_SEGMENTER)) {
    if (match.index > last) yield { ascii: true, text: text.slice(last, match.index) };
    yield { ascii: false, text: match[0] };
    last = match.index + match[0].length;
  }
  if (last < text.length) yield { ascii: true, text: text.slice(last) };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Clusters of a stretch, segmented window by window. */
export function* segmentInWindows(text: string): Generator<string> {
  let start = 0;
  let size = WINDOW;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    // A window must not end between the halves of a surrogate pair: the cluster rules read whole code points.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end))) end++;
    const segments = [...segmenter.segment(text.slice(start, end))];
    if (end === text.length) {
      for (const s of segments) yield s.segment;
      return;
    }
    if (segments.length === 1) {
      // One cluster longer than the window (a pile of combining marks): look further before deciding.
      size *= 2;
      continue;
    }
    for (let i = 0; i < segments.length - 1; i++) yield segments[i].segment;
    start += segments[segments.length - 1].index;
    size = WINDOW;
  }
}

/** Every grapheme cluster of the text, in order. */
export function* graphemes(text: string): Generator<string> {
  for (const run of textRuns(text)) {
    if (!run.ascii) {
      yield* segmentInWindows(run.text);
      continue;
    }
    for (let i = 0; i < run.text.length; i++) {
      if (run.text[i] === "\r" && run.text[i + 1] === "\n") {
        yield "\r\n";
        i++;
      } else {
        yield run.text[i];
      }
    }
  }
}

/** User-perceived characters (Bluesky counts these: an emoji with modifiers is one). */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const run of textRuns(text)) {
    if (run.ascii) {
      count += run.text.length - (run.text.match(/\r\n/g)?.length ?? 0);
    } else {
      for (const _cluster of segmentInWindows(run.text)) count++;
    }
  }
  return count;
}

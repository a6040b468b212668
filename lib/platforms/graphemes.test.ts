import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { graphemeLength, graphemes } from "./graphemes";
import { threadsLength } from "./threads/validate";

// The reference: one Intl.Segmenter pass over the whole text (correct, but slow on long text).
const reference = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment);

// Pieces chosen to meet every cluster rule at the edges of ASCII runs and of the segmenter's windows.
const PIECES = [
  "a",
  "Z",
  "7",
  " ",
  "#",
  "\r",
  "\n",
  "\r\n",
  "\t",
  "\u0301", // combining acute (Extend) after an ASCII letter
  "\u200d", // ZWJ
  "\ufe0f", // variation selector
  "👍",
  "🏽",
  "👩",
  "❤",
  "🔥", // emoji, skin tone, ZWJ sequence parts
  "🇫",
  "🇷",
  "🇯", // regional indicators (pairs must restart evenly)
  "\u1100",
  "\u1161",
  "\u11a8",
  "\uac00", // Hangul L, V, T, LV
  "\u0600", // Arabic number sign (Prepend) before an ASCII digit
  "\u0915",
  "\u094d",
  "\u0937",
  "\u0903", // Devanagari ka, virama, ssa (conjunct), visarga (SpacingMark)
  "日",
  "本",
  "é",
  "\ud83d", // a lone high surrogate too
];

const text = (maxPieces: number, pieces = PIECES) => fc.array(fc.constantFrom(...pieces), { maxLength: maxPieces, size: "max" }).map((parts) => parts.join(""));
// Without ASCII the whole text is one stretch for the segmenter, cut into many windows.
const NON_ASCII = PIECES.filter((p) => /[^\0-\x7F]/.test(p));

describe("graphemes", () => {
  it("splits exactly like one Intl.Segmenter pass, across ASCII runs and window edges", () => {
    fc.assert(
      fc.property(fc.oneof(text(1500), text(1500, NON_ASCII)), (t) => {
        expect([...graphemes(t)]).toEqual(reference(t));
        expect(graphemeLength(t)).toBe(reference(t).length);
      }),
      // No shrinking: the reference is slow on long text, and the first counterexample says enough.
      { numRuns: 300, endOnFailure: true },
    );
  });

  it("handles one cluster longer than a window and long emoji, CJK and flag runs", () => {
    for (const t of [
      "e" + "\u0301".repeat(1000) + "x",
      "🇫🇷".repeat(700) + "🇯",
      "👩‍👩‍👧".repeat(300),
      "日本語".repeat(400) + "\r\n" + "abc",
      "日本語のテキスト、絵文字👩‍👩‍👧も".repeat(30),
      "é".repeat(255) + "\ud83d🏽" + "é".repeat(10),
    ]) {
      expect([...graphemes(t)]).toEqual(reference(t));
      expect(graphemeLength(t)).toBe(reference(t).length);
    }
  });

  it("counts Threads' way the same as cluster by cluster", () => {
    const threadsReference = (t: string) => reference(t).reduce((n, c) => n + (/\p{Extended_Pictographic}/u.test(c) ? Buffer.byteLength(c) : [...c].length), 0);
    fc.assert(
      fc.property(fc.oneof(text(800), text(800, NON_ASCII)), (t) => {
        expect(threadsLength(t)).toBe(threadsReference(t));
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });
});

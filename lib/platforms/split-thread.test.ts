import { describe, expect, it } from "vitest";
import { splitIntoThread } from "./split-thread";
import { twitterWeightedCount } from "./twitter/validate";

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
const within = (max: number) => (part: string) => graphemes(part) <= max;

describe("splitIntoThread", () => {
  it("keeps a text that fits as one part, and an empty text as none", () => {
    expect(splitIntoThread("  Short and sweet.  ", within(280))).toEqual(["Short and sweet."]);
    expect(splitIntoThread(" \n ", within(280))).toEqual([]);
  });

  it("breaks at a sentence end in the second half of a part, else between words, and loses no word", () => {
    const text = "One two three four five. Six seven eight nine ten eleven twelve.";
    const parts = splitIntoThread(text, within(40));
    expect(parts).toEqual(["One two three four five.", "Six seven eight nine ten eleven twelve."]);
    const words = splitIntoThread("alpha beta gamma delta epsilon zeta eta theta", within(20));
    expect(words.every((p) => p.length <= 20)).toBe(true);
    expect(words.join(" ")).toBe("alpha beta gamma delta epsilon zeta eta theta");
  });

  it("numbers the parts k/n with room kept for the suffix, also past nine parts", () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const parts = splitIntoThread(text, within(30), { numbered: true });
    expect(parts.length).toBeGreaterThan(9);
    parts.forEach((part, i) => {
      expect(part.endsWith(` ${i + 1}/${parts.length}`)).toBe(true);
      expect(graphemes(part)).toBeLessThanOrEqual(30);
    });
    expect(parts.map((p) => p.replace(/ \d+\/\d+$/, "")).join(" ")).toBe(text);
  });

  it("cuts a word longer than a part between graphemes, never inside an emoji", () => {
    const long = `https://example.com/${"a".repeat(50)}`;
    const parts = splitIntoThread(`see ${long} 👩‍👩‍👧‍👦👩‍👩‍👧‍👦`, within(24));
    expect(parts.join("").replace(/\s/g, "")).toBe(`see${long}👩‍👩‍👧‍👦👩‍👩‍👧‍👦`);
    expect(parts.every((p) => graphemes(p) <= 24)).toBe(true);
  });

  it("fits X's weighted count (CJK counts double) when asked with X's counter", () => {
    const text = "日本語のテキスト。".repeat(40);
    const parts = splitIntoThread(text, (p) => twitterWeightedCount(p) <= 280);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => twitterWeightedCount(p) <= 280)).toBe(true);
    expect(parts.join("")).toBe(text);
  });
});

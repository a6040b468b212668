// Splits a long text into the parts of a thread, each part fitting every network it goes to (`fits` asks each
// network's own counter). Parts break at a sentence end when one falls in the second half of a part, else
// between words; a single word longer than a part (a very long URL) is cut between graphemes. With
// `numbered`, each part ends with " k/n", and room for it is kept in every part.
export function splitIntoThread(text: string, fits: (part: string) => boolean, { numbered = false }: { numbered?: boolean } = {}): string[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  if (!numbered) return pack(trimmed, fits);
  // The suffix's width depends on the number of parts: reserve " n/n" for a guess, and try again with more
  // digits if the split needs them.
  let guess = 9;
  for (;;) {
    const reserve = ` ${guess}/${guess}`;
    const parts = pack(trimmed, (part) => fits(part + reserve));
    if (parts.length <= guess) return parts.map((part, i) => `${part} ${i + 1}/${parts.length}`);
    guess = 10 ** String(parts.length).length - 1;
  }
}

const WORDS = /\S+\s*/g;
/** The end of a sentence or paragraph: punctuation (and closing quotes or brackets) then space, or a newline. */
const SENTENCE_END = /[.!?…]["'”’)\]]*\s+|\n\s*/g;

function pack(text: string, fits: (part: string) => boolean): string[] {
  const parts: string[] = [];
  let current = "";
  const push = (part: string) => {
    if (part.trim() !== "") parts.push(part.trim());
  };
  for (const word of text.match(WORDS) ?? []) {
    if (fits((current + word).trimEnd())) {
      current += word;
      continue;
    }
    // Full: end this part at its last sentence end if that keeps at least half of it, and carry the rest over.
    const cut = sentenceCut(current);
    push(current.slice(0, cut));
    current = current.slice(cut);
    if (fits((current + word).trimEnd())) {
      current += word;
      continue;
    }
    push(current);
    current = "";
    if (fits(word.trimEnd())) {
      current = word;
      continue;
    }
    const pieces = cutWord(word.trimEnd(), fits);
    pieces.slice(0, -1).forEach(push);
    current = (pieces.at(-1) ?? "") + word.slice(word.trimEnd().length);
  }
  push(current);
  return parts;
}

function sentenceCut(part: string): number {
  const body = part.trimEnd().length;
  let cut = part.length;
  for (const match of part.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (end >= body) break;
    if (end >= body / 2) cut = end;
  }
  return cut;
}

function cutWord(word: string, fits: (part: string) => boolean): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word)) {
    if (current !== "" && !fits(current + segment)) {
      pieces.push(current);
      current = "";
    }
    current += segment;
  }
  if (current !== "") pieces.push(current);
  return pieces;
}

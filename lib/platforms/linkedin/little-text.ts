// LinkedIn's "little text format" for post commentary: reserved characters must be backslash-escaped or
// LinkedIn silently cuts the post at the first one. Hashtags become {hashtag|\#|tag} templates so they
// stay links.
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;
const HASHTAG = /(^|[^\p{L}\p{N}_])#([\p{L}\p{N}_]+)/gu;

function escapePlain(text: string): string {
  return text.replace(RESERVED, (c) => `\\${c}`);
}

export function toLittleText(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = (match.index ?? 0) + match[1].length;
    out += escapePlain(text.slice(last, start)) + `{hashtag|\\#|${escapePlain(match[2])}}`;
    last = start + 1 + match[2].length;
  }
  return out + escapePlain(text.slice(last));
}

/** The text a reader sees (inverse of toLittleText for the templates it writes). */
export function fromLittleText(commentary: string): string {
  return commentary.replace(/\{hashtag\|\\#\|((?:\\.|[^}])*)\}/g, (_m, tag: string) => `#${tag}`).replace(/\\(.)/g, "$1");
}

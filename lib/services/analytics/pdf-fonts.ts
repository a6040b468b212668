// The fonts of the PDF report: DejaVu Sans (regular and bold), embedded as subsets, so a caption or a workspace
// name in Greek, Cyrillic, Polish, Turkish, Vietnamese … prints as written. pdfkit's 14 standard fonts write
// only Windows-1252. DejaVu has no CJK ideographs and no colour emoji: those characters print as "?" (the
// font's coverage is read from the font itself), rather than as empty boxes.
//
// The files are resolved from node_modules at run time (next.config.ts keeps pdfkit external and traces the
// two files into the server output).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const PDF_FONT = "Body";
export const PDF_FONT_BOLD = "Bold";

const FILES = {
  [PDF_FONT]: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  [PDF_FONT_BOLD]: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
} as const;

/** The glyph lookup of pdfkit's embedded font (its fontkit face): not in @types/pdfkit, so reached narrowly. */
interface FontFace {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Registers both faces on `doc` and returns a test of whether the regular face can draw a character. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): (codePoint: number) => boolean {
  for (const [name, file] of Object.entries(FILES)) doc.registerFont(name, require.resolve(file));
  doc.font(PDF_FONT);
  const face = (doc as unknown as { _font?: { font?: Partial<FontFace> } })._font?.font;
  if (typeof face?.hasGlyphForCodePoint !== "function") throw new Error("pdfkit did not load the report's font");
  return (codePoint) => face.hasGlyphForCodePoint!(codePoint);
}

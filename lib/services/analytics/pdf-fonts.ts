// The fonts of the PDF report: DejaVu Sans (regular and bold), embedded as subsets, so a caption or a workspace
// name in Greek, Cyrillic, Polish, Turkish, Vietnamese … prints as written. pdfkit's 14 standard fonts write
// only Windows-1252. DejaVu has no CJK ideographs and no colour emoji: those characters print as "?" (the
// font's coverage is read from the font itself), rather than as empty boxes.
//
// The files are read from the project's node_modules at run time, by path: Next's production bundler turns a
// `require.resolve` of a package file into a module id (or fails on a computed one: "Cannot find module as
// expression is too dynamic", seen in e2e/ui/agency-month.spec.ts), so the path is built from the working
// directory, where `npm start`, the CLI and the tests all run. next.config.ts traces the two files into the
// server output, so a traced (standalone) copy has them at the same place.
import path from "node:path";

const FONT_DIR = ["node_modules", "dejavu-fonts-ttf", "ttf"];

export const PDF_FONT = "Body";
export const PDF_FONT_BOLD = "Bold";

const FILES = {
  [PDF_FONT]: path.join(process.cwd(), ...FONT_DIR, "DejaVuSans.ttf"),
  [PDF_FONT_BOLD]: path.join(process.cwd(), ...FONT_DIR, "DejaVuSans-Bold.ttf"),
};

/** The glyph lookup of pdfkit's embedded font (its fontkit face): not in @types/pdfkit, so reached narrowly. */
interface FontFace {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Registers both faces on `doc` and returns a test of whether the regular face can draw a character. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): (codePoint: number) => boolean {
  for (const [name, file] of Object.entries(FILES)) doc.registerFont(name, file);
  doc.font(PDF_FONT);
  const face = (doc as unknown as { _font?: { font?: Partial<FontFace> } })._font?.font;
  if (typeof face?.hasGlyphForCodePoint !== "function") throw new Error("pdfkit did not load the report's font");
  return (codePoint) => face.hasGlyphForCodePoint!(codePoint);
}

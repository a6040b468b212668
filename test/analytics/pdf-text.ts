// The text of a PDF as a reader would copy it, page by page, read with pdfjs-dist (Mozilla's PDF reader, the
// legacy build that runs on Node): what a test of a made PDF asserts against.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * pdfjs-dist 6 calls Promise.withResolvers, which Node has from 22 on; the project runs on Node 20. The
 * standard's own definition, added only where it is missing, before pdfjs is loaded.
 */
function ensureWithResolvers(): void {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (value: unknown) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string; info: Record<string, unknown> }> {
  ensureWithResolvers();
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // The metrics of the 14 standard fonts (Helvetica …) ship with pdfjs-dist; read from disk, as Node has no fetch of files.
  const standardFontDataUrl = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const { info } = await doc.getMetadata();
  await task.destroy();
  return { pages, text: pages.join("\n"), info: info as Record<string, unknown> };
}

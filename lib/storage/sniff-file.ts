// Reads the first bytes of a stored file to learn its media type (generic uploads, lib/storage/media-rules.ts).
import fs from "node:fs";
import { sniffMediaType, type MediaContentType } from "./media-rules";

export async function sniffFileType(file: string): Promise<MediaContentType | undefined> {
  const handle = await fs.promises.open(file, "r");
  try {
    const head = new Uint8Array(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return sniffMediaType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

// Writes an upload body to disk for the local driver: streamed to a partial file while counting bytes,
// stopped the moment it passes the signed size, then published under its key without ever overwriting.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { localPartialDir } from "./local-paths";

/** Partial files older than this belong to uploads that died with their process; upload URLs expire sooner. */
export const STALE_PARTIAL_MS = 60 * 60_000;

/** Removes partial files left behind by crashed uploads (run on each new upload: cheap, one small folder). */
export async function removeStalePartials(now = Date.now()): Promise<number> {
  let removed = 0;
  const dir = localPartialDir();
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > STALE_PARTIAL_MS) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Streams `body` into a partial file; returns its path and size, or too_large (and removes it) past `limit`. */
export async function writePartial(body: ReadableStream<Uint8Array>, limit: number): Promise<{ file: string; bytes: number } | { tooLarge: true }> {
  fs.mkdirSync(localPartialDir(), { recursive: true, mode: 0o700 });
  await removeStalePartials();
  const file = path.join(localPartialDir(), crypto.randomUUID());
  const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
  let bytes = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limit) {
        await reader.cancel();
        await closeStream(out);
        await fs.promises.rm(file, { force: true });
        return { tooLarge: true };
      }
      if (!out.write(value)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
    await closeStream(out);
    return { file, bytes };
  } catch (error) {
    out.destroy();
    await fs.promises.rm(file, { force: true });
    throw error;
  }
}

function closeStream(out: fs.WriteStream): Promise<void> {
  return new Promise((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/**
 * Moves a finished partial file to its final place. `link` fails when the target exists, so two uploads
 * racing on one URL cannot overwrite each other: exactly one wins.
 */
export async function publishPartial(partial: string, target: string): Promise<boolean> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  try {
    await fs.promises.link(partial, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
}

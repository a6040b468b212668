// The local data folder (.data by default): embedded database, generated secrets, local media, lock file.
import fs from "node:fs";
import path from "node:path";
import { env } from "./env";

export function dataDir(): string {
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().POSTLANE_DATA_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export function dataPath(...parts: string[]): string {
  return path.join(/*turbopackIgnore: true*/ dataDir(), ...parts);
}

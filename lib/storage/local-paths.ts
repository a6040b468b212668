// Where the local driver keeps files: <data dir>/media/<key>, and partial uploads in <data dir>/media/.partial.
import path from "node:path";
import { dataPath } from "../data-dir";
import { isSafeObjectKey } from "./media-rules";

export function localMediaRoot(): string {
  return dataPath("media");
}

export function localPartialDir(): string {
  return path.join(localMediaRoot(), ".partial");
}

/** The file for a key, or undefined when the key is not one we could have issued (no traversal possible). */
export function localFileForKey(key: string): string | undefined {
  if (!isSafeObjectKey(key)) return undefined;
  const root = localMediaRoot();
  const file = path.resolve(root, ...key.split("/"));
  return file.startsWith(root + path.sep) ? file : undefined;
}

// Which test files may share a worker process (vitest.config.ts, projects "shared" and "shared-db"; each file
// still starts from fresh modules, test/shared-worker-setup.ts). The rule: a file that registers no module
// mock (`vi.mock`/`vi.doMock` stay registered in the process after the file). The engine-independent files
// (test/engine-test-files.ts) go to "shared"; the database files to "shared-db", where each also ends by
// stopping what the app started and failing if it left a server, socket or child process open
// (test/shared-db-file-end.ts). The rest, and the files pinned to the embedded database, run each in a
// process of its own.
import fs from "node:fs";
import path from "node:path";

const MODULE_MOCK = /\bvi\s*\.\s*(?:mock|doMock)\s*\(/;

/** Of `files` (relative paths, from classifyTestFiles), those that may share a worker process. */
export function sharedWorkerFiles(root: string, files: string[]): string[] {
  return files.filter((file) => !MODULE_MOCK.test(fs.readFileSync(path.join(root, file), "utf8")));
}

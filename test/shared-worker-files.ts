// Which test files may share a worker process (vitest.config.ts, project "shared"; each file still starts
// from fresh modules, test/shared-worker-setup.ts). The rule: a file that can open no database (the
// engine-independent set of test/engine-test-files.ts: it reaches neither lib/db nor test/use-database,
// nor starts a script that does) and registers no module mock (`vi.mock`/`vi.doMock` stay registered in
// the process after the file). Everything else runs in a process of its own, as before: a database file's
// connections, in-memory database and in-process workers live on the process, and a file left running
// would reach into the next.
import fs from "node:fs";
import path from "node:path";

const MODULE_MOCK = /\bvi\s*\.\s*(?:mock|doMock)\s*\(/;

/** Of the engine-independent test files (relative paths, classifyTestFiles), those that may share a worker process. */
export function sharedWorkerFiles(root: string, independent: string[]): string[] {
  return independent.filter((file) => !MODULE_MOCK.test(fs.readFileSync(path.join(root, file), "utf8")));
}

// A file inside the project written continuously while the smoke test uses the app, as a person's own script
// does when it logs into the clone (issue 27's reporter drove Chromium with one). Before Tailwind was told where
// class names live (app/globals.css), every file of the project that git does not ignore was a dependency of
// the stylesheet: each write rebuilt the CSS under `npm run dev`, the client HMR version moved, and a page
// loading meanwhile got "HMR hash mismatch" and reloaded. Each line here names a new arbitrary-value class,
// so a write that still reached Tailwind would change the CSS every time (the worst case, not a rare one).
// Outside app/ and components/, not ignored by git (the scanner skipped ignored files), removed afterwards.
import fs from "node:fs";
import path from "node:path";

const PROJECT_WRITER_FILE = path.join("scripts", "dev-smoke", "activity.md");

export interface ProjectWriter {
  readonly writes: number;
  stop(): void;
}

/** Appends a line every `everyMs` until stop(), which removes the file. */
export function startProjectWriter(everyMs: number): ProjectWriter {
  let writes = 0;
  const write = () => fs.appendFileSync(PROJECT_WRITER_FILE, `${new Date().toISOString()} step ${writes} <div class="w-[${++writes}px]">\n`);
  write();
  const timer = setInterval(write, everyMs);
  return {
    get writes() {
      return writes;
    },
    /** Idempotent; safe from a signal handler. */
    stop() {
      clearInterval(timer);
      fs.rmSync(PROJECT_WRITER_FILE, { force: true });
    },
  };
}

// A vitest reporter that writes each test file's time in its worker, with the parts vitest's JSON reporter
// leaves out (its startTime..endTime covers the tests only): preparing the worker, importing the file (collect),
// the setup files and the tests. `.ci/run` passes it beside the JSON reporter and ranks the result with
// scripts/ci/slowest.mjs. The output path is POSTLANE_FILE_TIMES.
import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export default class FileTimesReporter implements Reporter {
  private readonly files: Array<Record<string, number | string>> = [];

  onTestModuleEnd(testModule: TestModule): void {
    const d = testModule.diagnostic();
    const total = d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration;
    this.files.push({
      file: path.relative(process.cwd(), testModule.moduleId),
      totalMs: Math.round(total),
      prepareMs: Math.round(d.prepareDuration),
      importMs: Math.round(d.collectDuration),
      setupMs: Math.round(d.setupDuration),
      testsMs: Math.round(d.duration),
      tests: [...testModule.children.allTests()].length,
    });
  }

  onTestRunEnd(): void {
    const out = process.env.POSTLANE_FILE_TIMES;
    if (out) fs.writeFileSync(out, JSON.stringify({ files: this.files }, null, 2));
  }
}

// The rule that lets test files share a worker process (test/shared-worker-files.ts), on this repository and
// on a scratch tree; and what each of those files starts from (test/shared-worker-reset.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { classifyTestFiles } from "./engine-test-files";
import { sharedWorkerFiles } from "./shared-worker-files";
import { startLikeAFreshProcess } from "./shared-worker-reset";

const root = path.resolve(import.meta.dirname, "..");

describe("which test files share a worker process", () => {
  const { dependent, independent } = classifyTestFiles(root);
  const shared = sharedWorkerFiles(root, independent);

  it("takes none that can open a database, and none that mocks a module", () => {
    expect(shared.length).toBeGreaterThan(50);
    for (const file of shared) expect(dependent.has(file), file).toBe(false);
    // A pure file with vi.mock (its mock would stay registered in the process after it).
    expect(independent).toContain("components/composer/preview/preview-layouts.test.ts");
    expect(shared).not.toContain("components/composer/preview/preview-layouts.test.ts");
    expect(shared).toContain("lib/time/format.test.ts");
  });

  it("leaves out vi.mock and vi.doMock, however spaced, on a scratch tree", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shared-rule-"));
    try {
      fs.writeFileSync(path.join(dir, "a.test.ts"), 'vi.mock("./x", () => ({}));\n');
      fs.writeFileSync(path.join(dir, "b.test.ts"), "vi .doMock ('./x');\n");
      fs.writeFileSync(path.join(dir, "c.test.ts"), "const mocked = vi.fn(); // no module mock: vi.mocked is fine\nvi.mocked(mocked);\n");
      expect(sharedWorkerFiles(dir, ["a.test.ts", "b.test.ts", "c.test.ts"])).toEqual(["c.test.ts"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("each file of the shared worker starts as the process started", () => {
  it("gets back the environment and loses the app's singletons another file left", () => {
    const holder = globalThis as unknown as Record<string, unknown>;
    startLikeAFreshProcess(); // records the process's environment when this file runs on its own
    process.env.POSTLANE_SHARED_WORKER_LEFTOVER = "1";
    process.env.LOG_LEVEL = "trace";
    holder.__postlaneSharedWorkerLeftover = { left: "behind" };
    startLikeAFreshProcess();
    expect(process.env.POSTLANE_SHARED_WORKER_LEFTOVER).toBeUndefined();
    expect(process.env.LOG_LEVEL).toBe("warn");
    expect(holder.__postlaneSharedWorkerLeftover).toBeUndefined();
  });

  it("gets back the real environment after a file replaced process.env with a copy (node reads TMPDIR there)", () => {
    startLikeAFreshProcess();
    const before = os.tmpdir();
    const elsewhere = fs.mkdtempSync(path.join(before, "shared-env-"));
    try {
      process.env.TMPDIR = elsewhere; // as a Bluesky test network does, on the real environment
      const saved = { ...process.env };
      process.env = saved; // as a file restoring "its" environment does: a copy, detached from the process's
      delete process.env.TMPDIR; // reaches only the copy
      expect(os.tmpdir()).toBe(elsewhere);
      startLikeAFreshProcess();
      expect(os.tmpdir()).toBe(before);
      process.env.TMPDIR = elsewhere;
      expect(os.tmpdir()).toBe(elsewhere); // process.env is the real one again
      delete process.env.TMPDIR;
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

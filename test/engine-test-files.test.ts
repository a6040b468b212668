// The rule that picks the embedded-database pass of CI (test/engine-test-files.ts), checked on this
// repository's own files and on a scratch tree built for the cases the rule names.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { classifyTestFiles } from "./engine-test-files";

const root = path.resolve(import.meta.dirname, "..");

describe("which test files depend on the database engine", () => {
  const { dependent, independent } = classifyTestFiles(root);

  it("counts every test file that imports test/use-database as dependent", () => {
    const direct = [...dependent.keys(), ...independent].filter((file) => fs.readFileSync(path.join(root, file), "utf8").includes('"@/test/use-database"'));
    expect(direct.length).toBeGreaterThan(50);
    for (const file of direct) expect(dependent.has(file), file).toBe(true);
  });

  it("follows imports transitively, and into scripts a test starts", () => {
    // Reaches lib/db.ts through the Inngest functions and a service, with no use-database import.
    expect(dependent.get("app/api/inngest/route.test.ts")?.at(-1)).toBe("lib/db.ts");
    // Starts scripts/serve.ts in a child process.
    expect(dependent.get("lib/env.test.ts")?.[1]).toBe("scripts/serve.ts");
  });

  it("runs a file that pins the embedded database for itself in one pass only", () => {
    const { pinned } = classifyTestFiles(root);
    expect(pinned).toContain("scripts/cli.test.ts");
    for (const file of pinned) {
      expect(dependent.has(file), file).toBe(false);
      // The pin is only true of a file that takes the engine choice away from its environment.
      expect(fs.readFileSync(path.join(root, file), "utf8"), file).toMatch(/delete (process\.)?env\.DATABASE_URL/);
    }
  });

  it("leaves out files that cannot open a database", () => {
    expect(independent).toContain("lib/time/format.test.ts");
    expect(independent).toContain("lib/platforms/twitter/adapter.test.ts");
  });

  describe("on a scratch tree", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "engine-rule-"));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write("lib/db.ts", "export const db = 1;\n");
    write("lib/db/adapter.ts", "export const a = 1;\n");
    write("lib/types.ts", 'import type { db } from "./db";\nexport type T = typeof db;\n');
    write("lib/service/index.ts", 'export { db } from "../db";\n');
    write("lib/lazy.ts", 'export const load = () => import("@/lib/db/adapter");\n');
    write("a.test.ts", 'import { db } from "./lib/service";\n');
    write("b.test.ts", 'import type { T } from "@/lib/types";\nimport "./lib/types";\n');
    write("c.test.ts", 'import { load } from "./lib/lazy.js";\n');
    write("d.test.ts", 'const child = ["--import", "tsx", "lib/db.ts"];\n');
    write("e.test.ts", 'import { x } from "some-package";\n');
    // Reaches lib/db.ts, but says it pins the embedded database for itself.
    write("f.test.ts", '// engine: pinned to the embedded database\nimport { db } from "./lib/db";\n');

    it("classifies each case by the rule", () => {
      const scratch = classifyTestFiles(dir);
      expect(Object.fromEntries(scratch.dependent)).toEqual({
        "a.test.ts": ["a.test.ts", "lib/service/index.ts", "lib/db.ts"],
        "c.test.ts": ["c.test.ts", "lib/lazy.ts", "lib/db/adapter.ts"],
        "d.test.ts": ["d.test.ts", "lib/db.ts"],
      });
      // b: a type-only import loads nothing, and lib/types.ts itself only imports a type.
      expect(scratch.independent).toEqual(["b.test.ts", "e.test.ts"]);
      expect(scratch.pinned).toEqual(["f.test.ts"]);
    });
  });
});

// The `postlane` command as its package ships it: the source of packages/client compiled to JavaScript with the
// package's own compiler options (tsconfig.build.json), into a scratch folder inside the repository (so that
// `openapi-fetch` resolves from its node_modules), and run with plain `node`. Compiled once per test file:
// through tsx each of the ~100 runs of test/cli/postlane.test.ts paid for loading the TypeScript loader again.
// Type errors are not looked for here (`npm run typecheck` covers the package).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const PACKAGE = path.resolve(import.meta.dirname, "../../packages/client");

/** Compiles the package into a new folder under .data/ and returns the path of its `cli.js` and a clean-up. */
export function compileClientCli(): { cli: string; remove: () => void } {
  const configFile = path.join(PACKAGE, "tsconfig.build.json");
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, PACKAGE);
  // .data/ is where a newcomer's data goes; a fresh clone has none yet.
  const scratch = path.resolve(PACKAGE, "../../.data");
  fs.mkdirSync(scratch, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(scratch, "client-cli-"));
  const srcDir = path.join(PACKAGE, "src");
  for (const file of parsed.fileNames) {
    // NodeNext emits ESM for this package because of its package.json, which a one-file transpile does not
    // read: ESNext says the same directly.
    const compilerOptions = { ...parsed.options, module: ts.ModuleKind.ESNext };
    const output = ts.transpileModule(fs.readFileSync(file, "utf8"), { compilerOptions, fileName: file });
    const target = path.join(outDir, path.relative(srcDir, file)).replace(/\.ts$/, ".js");
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, output.outputText);
  }
  // The package is ESM ("type": "module" in its package.json); the scratch folder says the same.
  fs.writeFileSync(path.join(outDir, "package.json"), JSON.stringify({ type: "module" }));
  return { cli: path.join(outDir, "cli.js"), remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}

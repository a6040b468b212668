// Which test files can behave differently on PostgreSQL and on the embedded database (PGlite): CI runs every
// test file on PostgreSQL and only these again on the embedded database (docs/development.md, "Tests").
//
// The rule: a test file depends on the database engine when the code it loads, or a repository script it
// starts as a child process, reaches the database modules: lib/db.ts, anything under lib/db/, or
// test/use-database.ts. Reached means through runtime imports, followed transitively: static `import`/
// `export … from`, side-effect imports and `import("…")` (type-only imports load nothing and are left out),
// plus any string literal naming a .ts file of the repository (how a test names the script it spawns:
// `spawn(node, ["--import", "tsx", "scripts/serve.ts"])`). A file that reaches none of them cannot open a
// database, so its result does not depend on which engine is configured. New test files and modules are
// picked up by the rule itself: there is no list to maintain.
//
// One exception, declared in the file itself: a test that chooses its engine for itself and its children
// (it removes DATABASE_URL, so it runs on the embedded database whatever the pass) carries the line
// `// engine: pinned to the embedded database`. Both passes would run it the same way, so the embedded pass
// leaves it out (`pinned`); the PostgreSQL pass, which runs every file, still runs it.
import fs from "node:fs";
import path from "node:path";

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const SKIPPED_DIRS = new Set(["node_modules", ".next", ".git", "generated", ".data", "e2e", "test-results", ".ci-results"]);

const PINNED_TO_EMBEDDED = /^\/\/ engine: pinned to the embedded database$/m;

/** The database modules: reaching one of these makes a test engine-dependent. */
function isDatabaseModule(relative: string): boolean {
  return relative === "lib/db.ts" || relative.startsWith("lib/db/") || relative === "test/use-database.ts";
}

// `import x from "m"`, `import "m"`, `export { x } from "m"`, `import("m")`; `import type` is dropped first.
const TYPE_ONLY_IMPORT = /^\s*(?:import|export)\s+type\s[^;]*?from\s*["'][^"']+["']/gm;
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
const REPO_SCRIPT_LITERAL = /["'`]((?:\.\/)?[\w@.-]+(?:\/[\w@.-]+)*\.(?:ts|mts|mjs))["'`]/g;

function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined; // a package: not part of the repository's graph
  const stem = base.replace(/\.(js|mjs)$/, "");
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => stem + ext), ...SOURCE_EXTENSIONS.map((ext) => path.join(base, "index" + ext))];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function dependenciesOf(root: string, file: string): string[] {
  const source = fs.readFileSync(file, "utf8").replace(TYPE_ONLY_IMPORT, "");
  const found = new Set<string>();
  for (const match of source.matchAll(IMPORT_SPECIFIER)) {
    const resolved = resolveSpecifier(root, file, match[1]);
    if (resolved) found.add(resolved);
  }
  for (const match of source.matchAll(REPO_SCRIPT_LITERAL)) {
    const candidate = path.join(root, match[1]);
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) found.add(candidate);
  }
  return [...found];
}

function listTestFiles(root: string, dir = root): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...listTestFiles(root, path.join(dir, entry.name)));
    } else if (entry.name.endsWith(".test.ts")) files.push(path.join(dir, entry.name));
  }
  return files;
}

export interface EngineClassification {
  /** Test files (relative paths) and, for each, the chain of modules by which it reaches a database module. */
  dependent: Map<string, string[]>;
  independent: string[];
  /** Test files that pin the embedded database for themselves: the same in either pass. */
  pinned: string[];
}

/** Classifies every `*.test.ts` under root by the rule above. */
export function classifyTestFiles(root: string): EngineClassification {
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  // Memoised: the chain from a module to a database module, or null when it reaches none.
  const chains = new Map<string, string[] | null>();
  const chainFrom = (file: string, visiting: Set<string>): string[] | null => {
    if (chains.has(file)) return chains.get(file)!;
    if (isDatabaseModule(rel(file))) return [rel(file)];
    if (visiting.has(file)) return null; // a cycle: whatever it reaches is found from its first visit
    visiting.add(file);
    let chain: string[] | null = null;
    for (const dependency of dependenciesOf(root, file)) {
      const rest = chainFrom(dependency, visiting);
      if (rest) {
        chain = [rel(file), ...rest];
        break;
      }
    }
    visiting.delete(file);
    // A null found inside a cycle may be incomplete; remember only definite answers outside one.
    if (chain || visiting.size === 0) chains.set(file, chain);
    return chain;
  };
  const dependent = new Map<string, string[]>();
  const independent: string[] = [];
  const pinned: string[] = [];
  for (const file of listTestFiles(root).sort()) {
    if (PINNED_TO_EMBEDDED.test(fs.readFileSync(file, "utf8"))) {
      pinned.push(rel(file));
      continue;
    }
    const chain = chainFrom(file, new Set());
    if (chain) dependent.set(rel(file), chain);
    else independent.push(rel(file));
  }
  return { dependent, independent, pinned };
}

// Prints the slowest test files of a vitest JSON report, or the slowest tests of a Playwright JSON report,
// so each CI run says where its time went (.ci/run). Plain node: it runs before and after anything is built.
//   node scripts/ci/slowest.mjs vitest .ci-results/vitest-postgres-files.json [count]   (scripts/ci/file-times-reporter.ts)
//   node scripts/ci/slowest.mjs playwright .ci-results/playwright.json [count]
import fs from "node:fs";

const [kind, file, countArg] = process.argv.slice(2);
const count = Number(countArg ?? 20);
if (!fs.existsSync(file)) {
  console.log(`(no ${file}: nothing to rank)`);
  process.exit(0);
}
const report = JSON.parse(fs.readFileSync(file, "utf8"));
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7) + " s";

if (kind === "vitest") {
  // A file's time in its worker: preparing it, importing the file and what it imports, setup files, tests.
  const files = report.files;
  const total = files.reduce((sum, f) => sum + f.totalMs, 0);
  const imports = files.reduce((sum, f) => sum + f.importMs, 0);
  console.log(
    `${files.length} test files, ${seconds(total).trim()} summed (imports ${seconds(imports).trim()}); the ${Math.min(count, files.length)} slowest:`,
  );
  for (const f of files.sort((a, b) => b.totalMs - a.totalMs).slice(0, count))
    console.log(
      `${seconds(f.totalMs)}  ${f.file} (${f.tests} tests; import ${(f.importMs / 1000).toFixed(1)} s, setup ${(f.setupMs / 1000).toFixed(1)} s, tests ${(f.testsMs / 1000).toFixed(1)} s)`,
    );
} else if (kind === "playwright") {
  // A test's time is the sum of its attempts (a retried test costs both).
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const attempts = (t.results ?? []).length;
        tests.push({ name: [...titles, spec.title].filter(Boolean).join(" › "), file: spec.file, ms, attempts });
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const total = tests.reduce((sum, t) => sum + t.ms, 0);
  console.log(`${tests.length} tests, ${seconds(total).trim()} summed over the workers; the ${Math.min(count, tests.length)} slowest:`);
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, count))
    console.log(`${seconds(t.ms)}  ${t.name}${t.attempts > 1 ? ` (${t.attempts} attempts)` : ""}`);
} else {
  console.error("usage: slowest.mjs vitest|playwright <report.json> [count]");
  process.exit(2);
}

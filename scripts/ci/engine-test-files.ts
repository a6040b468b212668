// Lists the test files whose behaviour can depend on the database engine (the rule: test/engine-test-files.ts),
// each with the chain of imports that makes it so, then the engine-independent ones that the embedded-database
// pass of CI leaves out. `npx tsx scripts/ci/engine-test-files.ts [--names]`: --names prints only the dependent files.
import { classifyTestFiles } from "../../test/engine-test-files";

const { dependent, independent, pinned } = classifyTestFiles(process.cwd());
if (process.argv.includes("--names")) {
  for (const file of dependent.keys()) console.log(file);
} else {
  console.log(`engine-dependent test files (${dependent.size}):`);
  for (const [file, chain] of dependent) console.log(`  ${file}\n      via ${chain.slice(1).join(" → ")}`);
  console.log(`\nengine-independent test files (${independent.length}), skipped on the embedded database:`);
  for (const file of independent) console.log(`  ${file}`);
  console.log(`\ntest files that pin the embedded database themselves (${pinned.length}), run once, in the PostgreSQL pass:`);
  for (const file of pinned) console.log(`  ${file}`);
}

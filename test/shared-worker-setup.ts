// The setup of the test files that share a worker process (vitest.config.ts, project "shared"): vitest runs
// it again before each of them, in the same process; each then starts as in a fresh one (shared-worker-reset.ts).
import { startLikeAFreshProcess } from "./shared-worker-reset";

startLikeAFreshProcess();

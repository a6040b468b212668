// Child of lost-output.test.ts: prints on both streams after its parent closed them, then says over IPC
// whether it is still alive. With LOST_OUTPUT_GUARD=0 it runs without the guard (the test's control).
import { keepServingWithoutOutput } from "../../lib/server/observability/lost-output";

if (process.env.LOST_OUTPUT_GUARD !== "0") keepServingWithoutOutput();
process.on("message", (message) => {
  if (message !== "print") return;
  let printed = 0;
  const timer = setInterval(() => {
    console.log("a line nobody reads");
    console.error("another");
    if (++printed === 50) {
      clearInterval(timer);
      // Writes fail asynchronously: one more turn for their errors to be reported before answering.
      setTimeout(() => process.send?.("still serving", () => process.exit(0)), 50);
    }
  }, 1);
});
process.send?.("ready");

// The app's rate limiters in a process of their own, on the database of DATABASE_URL, so a test can kill it
// with SIGKILL and start another. Reads one command per line on stdin and answers one line on stdout:
//   sign-in <email> <client address>   → "ok" or "throttled <seconds>"   (the sign-in throttle, as a wrong password)
//   api <key id> <limit>               → "allowed <used>" or "refused <used>" (the API's per-key budget)
//   flush                              → "flushed" once the API counts are in the database
import readline from "node:readline";
import { sharedWindowCounter } from "@/lib/services/rate-limit/limiter-store";
import { consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";
import { SignInThrottledError, beginSignInAttempt } from "@/lib/services/rate-limit/sign-in-throttle";

async function answer(line: string): Promise<string> {
  const [command, a, b] = line.trim().split(" ");
  if (command === "sign-in") {
    try {
      await beginSignInAttempt({ email: a, clientAddress: b });
      return "ok";
    } catch (error) {
      if (error instanceof SignInThrottledError) return `throttled ${error.retryAfterSeconds}`;
      throw error;
    }
  }
  if (command === "api") {
    const outcome = await consumeRateLimit({ apiKeyId: a, perMinute: Number(b) });
    return `${outcome.allowed ? "allowed" : "refused"} ${outcome.limit - outcome.remaining}`;
  }
  if (command === "flush") {
    await sharedWindowCounter().flush();
    return "flushed";
  }
  return `unknown ${command}`;
}

// One command at a time, in order, so the parent reads answers in the order it asked.
let queue = Promise.resolve();
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  queue = queue.then(async () => {
    process.stdout.write(`${await answer(line).catch((e: Error) => `error ${e.message}`)}\n`);
  });
});
process.stdout.write("ready\n");

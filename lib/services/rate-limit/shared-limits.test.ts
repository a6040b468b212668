// Without REDIS_URL the limits live in the database: they survive a kill -9 and every instance on the
// database shares one budget. Two limiter objects with memories of their own stand for two instances (on
// PostgreSQL and on the embedded database); on PostgreSQL, real processes are killed and started again.
import "@/test/use-database";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { Prisma } from "@/generated/prisma/client";
import { RateLimiterRes } from "rate-limiter-flexible";
import { afterAll, describe, expect, it } from "vitest";
import { db, readRows } from "@/lib/db";
import { DatabaseLimiter, deleteExpiredCounters } from "./database-limiter";
import { SharedWindowCounter } from "./shared-window-counter";
import { SIGN_IN_ATTEMPTS_PER_ACCOUNT } from "./sign-in-throttle";

const unique = (label: string) => `${label}-${crypto.randomUUID()}`;

async function outcomeOf(attempt: Promise<RateLimiterRes>): Promise<"ok" | "refused"> {
  try {
    await attempt;
    return "ok";
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return "refused";
    throw rejection;
  }
}

describe("database limiter (sign-in, reset, sign-up, registrations)", () => {
  it("two instances share one budget, and the request past it starts the block", async () => {
    const options = { keyPrefix: unique("test"), points: 3, durationSeconds: 60, blockSeconds: 900 };
    const first = new DatabaseLimiter(options);
    const second = new DatabaseLimiter(options);
    const outcomes = [];
    for (const limiter of [first, second, first, second, first]) outcomes.push(await outcomeOf(limiter.consume("alice")));
    expect(outcomes).toEqual(["ok", "ok", "ok", "refused", "refused"]);
    const state = await second.get("alice");
    expect(state?.consumedPoints).toBe(5);
    // The block (900 s) replaced the 60 s window.
    expect(state!.msBeforeNext).toBeGreaterThan(60_000);
    expect(await first.get("bob")).toBeNull();
  });

  it("concurrent consumes are all counted (one atomic statement each)", async () => {
    const limiter = new DatabaseLimiter({ keyPrefix: unique("test"), points: 10, durationSeconds: 60, blockSeconds: 0 });
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => outcomeOf(limiter.consume("k"))));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(10);
    expect((await limiter.get("k"))?.consumedPoints).toBe(25);
  });

  it("a passed window starts afresh; reward and delete give points back", async () => {
    const keyPrefix = unique("test");
    const limiter = new DatabaseLimiter({ keyPrefix, points: 2, durationSeconds: 60, blockSeconds: 0 });
    await limiter.consume("k");
    await limiter.consume("k");
    expect(await outcomeOf(limiter.consume("k"))).toBe("refused");
    await readRows(Prisma.sql`UPDATE rate_limit_counters SET expires_at = now() - interval '1 second' WHERE key = ${`${keyPrefix}:k`}`);
    expect(await limiter.get("k")).toBeNull();
    expect((await limiter.consume("k")).consumedPoints).toBe(1);
    expect((await limiter.reward("k")).consumedPoints).toBe(0);
    expect(await limiter.delete("k")).toBe(true);
    expect(await limiter.get("k")).toBeNull();
  });

  it("the sweep deletes only counters whose window has passed", async () => {
    const keyPrefix = unique("test");
    const limiter = new DatabaseLimiter({ keyPrefix, points: 2, durationSeconds: 60, blockSeconds: 0 });
    await limiter.consume("old");
    await limiter.consume("live");
    await readRows(Prisma.sql`UPDATE rate_limit_counters SET expires_at = now() - interval '1 second' WHERE key = ${`${keyPrefix}:old`}`);
    expect(await deleteExpiredCounters()).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimitCounter.findMany({ where: { key: { startsWith: keyPrefix } }, select: { key: true } })).toEqual([{ key: `${keyPrefix}:live` }]);
  });
});

describe("shared window counter (the API's per-key budget)", () => {
  it("decides locally between flushes, and two instances converge on one shared budget", async () => {
    const key = unique("api");
    const a = new SharedWindowCounter(60_000); // flushed by hand below, never by its timer
    const b = new SharedWindowCounter(60_000);
    const take = async (counter: SharedWindowCounter) => (await counter.consume(key, 5, 60_000)).allowed;

    // The first request of a window goes through the database; the next ones are counted in memory.
    expect([await take(a), await take(a), await take(a)]).toEqual([true, true, true]);
    expect((await db.rateLimitCounter.findUniqueOrThrow({ where: { key } })).points).toBe(1);
    await a.flush();
    expect((await db.rateLimitCounter.findUniqueOrThrow({ where: { key } })).points).toBe(3);

    // A second instance starts from the shared count: 2 of the 5 left.
    expect([await take(b), await take(b), await take(b)]).toEqual([true, true, false]);
    // The slack: until it flushes, `a` does not see b's requests.
    expect(await take(a)).toBe(true);
    await b.flush();
    await a.flush();
    expect(await take(a)).toBe(false);
    expect(await take(b)).toBe(false);
    // 6 admitted for a budget of 5: one flush interval of the other instance's traffic.
    expect((await db.rateLimitCounter.findUniqueOrThrow({ where: { key } })).points).toBe(7);
    await Promise.all([a.close(), b.close()]);
    expect((await db.rateLimitCounter.findUniqueOrThrow({ where: { key } })).points).toBe(9);
  });

  it("a restarted instance (fresh memory) starts from the shared count, not from zero", async () => {
    const key = unique("api");
    const before = new SharedWindowCounter(60_000);
    for (let i = 0; i < 4; i++) await before.consume(key, 4, 60_000);
    await before.flush();
    const after = new SharedWindowCounter(60_000);
    expect(await after.consume(key, 4, 60_000)).toMatchObject({ allowed: false, used: 5 });
  });

  it("flushes by its own timer", async () => {
    const key = unique("api");
    const counter = new SharedWindowCounter(20);
    for (let i = 0; i < 6; i++) await counter.consume(key, 100, 60_000);
    const flushed = async () => (await db.rateLimitCounter.findUnique({ where: { key } }))?.points === 6;
    while (!(await flushed())) await new Promise((resolve) => setImmediate(resolve));
    expect(await flushed()).toBe(true);
  });
});

// Real processes on one PostgreSQL database: the embedded database lives inside one process.
describe.runIf(process.env.DATABASE_URL)("limits across processes", () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  interface Limiters {
    process: ChildProcess;
    ask(command: string): Promise<string>;
  }

  async function startLimiters(): Promise<Limiters> {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../../../test/rate-limit/limiter-child.ts")], {
      cwd: path.join(import.meta.dirname, "../../.."),
      env: { ...process.env, REDIS_URL: "" },
      stdio: ["pipe", "pipe", "inherit"],
    });
    children.push(child);
    const lines = readline.createInterface({ input: child.stdout! });
    const waiting: ((line: string) => void)[] = [];
    let ready: () => void = () => {};
    const started = new Promise<void>((resolve, reject) => {
      ready = resolve;
      child.on("exit", (code) => reject(new Error(`limiter process exited early (${code})`)));
    });
    lines.on("line", (line) => (line === "ready" ? ready() : waiting.shift()?.(line)));
    await started;
    return {
      process: child,
      ask: (command) =>
        new Promise((resolve) => {
          waiting.push(resolve);
          child.stdin!.write(`${command}\n`);
        }),
    };
  }

  async function killHard(child: ChildProcess): Promise<void> {
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    expect(child.kill("SIGKILL")).toBe(true);
    expect(await exited).toBe("SIGKILL");
  }

  it("a sign-in lockout survives kill -9, and two processes share one budget", { timeout: 60_000 }, async () => {
    const email = `${unique("victim")}@example.com`;
    const address = () => `198.51.100.${Math.floor(Math.random() * 250)}`;
    const [first, second] = await Promise.all([startLimiters(), startLimiters()]);
    const answers = [];
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT; i++) answers.push(await (i % 2 ? second : first).ask(`sign-in ${email} ${address()}`));
    expect(answers.every((a) => a === "ok")).toBe(true);
    // The 11th attempt, from either process, is past the account's budget of 10.
    expect(await first.ask(`sign-in ${email} ${address()}`)).toMatch(/^throttled \d+$/);
    expect(await second.ask(`sign-in ${email} ${address()}`)).toMatch(/^throttled \d+$/);

    await Promise.all([killHard(first.process), killHard(second.process)]);
    const restarted = await startLimiters();
    const answer = await restarted.ask(`sign-in ${email} ${address()}`);
    expect(answer).toMatch(/^throttled \d+$/);
    expect(Number(answer.split(" ")[1])).toBeGreaterThan(14 * 60); // the 15 min block, not a fresh window
  });

  it("an API key's spent budget survives kill -9 and binds every process", { timeout: 60_000 }, async () => {
    const keyId = crypto.randomUUID();
    const first = await startLimiters();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await first.ask(`api ${keyId} 3`));
    expect(answers.map((a) => a.split(" ")[0])).toEqual(["allowed", "allowed", "allowed", "refused"]);
    expect(await first.ask("flush")).toBe("flushed");
    await killHard(first.process);

    const [second, third] = await Promise.all([startLimiters(), startLimiters()]);
    expect((await second.ask(`api ${keyId} 3`)).split(" ")[0]).toBe("refused");
    expect((await third.ask(`api ${keyId} 3`)).split(" ")[0]).toBe("refused");
  });
});

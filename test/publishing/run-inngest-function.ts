// Drives an Inngest function through @inngest/test the way Inngest would: @inngest/test stops at the first
// step error, so this runs the function again (one execution = one Inngest request), feeding back the steps
// that already succeeded as memoised state, until it resolves or fails for good. Sleeps are mocked (an
// unmocked step.sleep never resolves under @inngest/test); retries wait for the row's stored retry time.
import { InngestTestEngine, mockCtx } from "@inngest/test";
import type { InngestFunction } from "inngest";
import { db } from "@/lib/db";

export interface StepError {
  name: string;
  message: string;
}

export interface DrivenRun {
  result?: unknown;
  error?: StepError;
  /** Every step error on the way (RetryAfterError for retries, NonRetriableError at the end). */
  errors: StepError[];
  executions: number;
  /** Step ids that ran, in order (memoised ones once). */
  stepsRun: string[];
  sleeps: number;
}

export async function runInngestFunction(
  fn: InngestFunction.Like,
  event: { name: string; data: Record<string, unknown> },
  {
    runId = `run-${crypto.randomUUID()}`,
    maxExecutions = 25,
    maxRetryWaitMs = 3_000,
  }: { runId?: string; maxExecutions?: number; maxRetryWaitMs?: number } = {},
): Promise<DrivenRun> {
  const memo: InngestTestEngine.MockedStep[] = [];
  const sleeps = Array.from({ length: 50 }, (_, i) => ({ id: `wait-${i}`, handler: () => null }));
  const run: DrivenRun = { errors: [], executions: 0, stepsRun: [], sleeps: 0 };
  for (let execution = 0; execution < maxExecutions; execution++) {
    const engine = new InngestTestEngine({
      function: fn,
      events: [event as never],
      steps: [...memo, ...sleeps],
      transformCtx: (raw) => {
        const ctx = mockCtx(raw) as typeof raw & { runId: string };
        ctx.runId = runId;
        return ctx;
      },
    });
    const output = await engine.execute();
    run.executions++;
    for (const [id, value] of Object.entries(output.state)) {
      if (memo.some((step) => step.id === id)) continue;
      const [settled] = await Promise.allSettled([value]);
      if (settled.status === "fulfilled") memo.push({ id, idIsHashed: true, handler: () => settled.value });
    }
    const stepTool = output.ctx.step as unknown as { run: { mock: { calls: unknown[][] } }; sleep: { mock: { calls: unknown[][] } } };
    run.stepsRun.push(...stepTool.run.mock.calls.map((call) => String(call[0])).filter((id) => !run.stepsRun.includes(id)));
    run.sleeps = Math.max(run.sleeps, stepTool.sleep.mock.calls.length);
    if (!output.error) {
      run.result = output.result;
      return run;
    }
    const error = output.error as StepError;
    run.errors.push({ name: error.name, message: error.message });
    if (error.name !== "RetryAfterError" && error.name !== "Error") {
      run.error = { name: error.name, message: error.message };
      return run;
    }
    // Inngest would come back at the time the step asked for (RetryAfterError); it is stored on the row.
    const postId = String(event.data.postId);
    const row = await db.post.findUnique({ where: { id: postId }, select: { nextAttemptAt: true } });
    const wait = row?.nextAttemptAt ? row.nextAttemptAt.getTime() - Date.now() : 0;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(0, wait), maxRetryWaitMs)));
  }
  throw new Error(`the function did not finish in ${maxExecutions} executions: ${JSON.stringify(run.errors)}`);
}

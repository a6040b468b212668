// The in-process side of the jobs seam: a worker or sweep running in this process registers the runner for
// its job type when it starts and removes it when it stops, so lib/jobs/enqueue.ts knows whether anyone here
// can take a job (the admin CLI and tests run none). Kept on globalThis so a dev reload keeps one registry.
import type { InProcessResults, JobOf, JobType } from "./job";

export type InProcessRunner<T extends JobType> = (job: JobOf<T>) => Promise<InProcessResults[T]> | InProcessResults[T];

// Stored untyped; registerInProcessRunner and inProcessRunner keep each type paired with its own runner.
type AnyRunner = (job: never) => unknown;
type Registry = Map<JobType, AnyRunner>;
const holder = globalThis as unknown as { __postlaneJobRunners?: Registry };
const registry = (): Registry => (holder.__postlaneJobRunners ??= new Map());

/** Registers this process's runner for `type`; the returned function removes it (only if still the same). */
export function registerInProcessRunner<T extends JobType>(type: T, runner: InProcessRunner<T>): () => void {
  registry().set(type, runner as AnyRunner);
  return () => {
    if (registry().get(type) === runner) registry().delete(type);
  };
}

export function inProcessRunner<T extends JobType>(type: T): InProcessRunner<T> | undefined {
  return registry().get(type) as InProcessRunner<T> | undefined;
}

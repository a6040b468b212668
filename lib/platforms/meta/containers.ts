// Instagram and Threads publish through containers: create (nothing public yet), wait until the network has
// fetched and processed the media (IN_PROGRESS → FINISHED), then publish once. A container that turns
// PUBLISHED is how findExisting() knows an interrupted publish went through.
import { z } from "zod";
import { PlatformPermanentError } from "../errors";
import { containerErrorFrom } from "./graph-errors";
import type { GraphClient } from "./graph-client";

export const CONTAINER_STATES = ["IN_PROGRESS", "FINISHED", "PUBLISHED", "ERROR", "EXPIRED"] as const;
export type ContainerState = (typeof CONTAINER_STATES)[number];

const instagramStatus = z.object({ status_code: z.enum(CONTAINER_STATES), status: z.string().optional() });
const threadsStatus = z.object({ status: z.enum(CONTAINER_STATES), error_message: z.string().optional() });

export const createdId = z.object({ id: z.string().min(1) });

export interface ContainerReading {
  state: ContainerState;
  detail?: string;
}

/** GET /{container-id}: Instagram names the field status_code (status holds the reason), Threads status. */
export async function readContainer(client: GraphClient, containerId: string): Promise<ContainerReading> {
  if (client.product === "threads") {
    const answer = await client.get(containerId, { fields: "id,status,error_message" }, threadsStatus);
    return { state: answer.status, detail: answer.error_message };
  }
  const answer = await client.get(containerId, { fields: "id,status_code,status" }, instagramStatus);
  return { state: answer.status_code, detail: answer.status };
}

/** Throws the right error for a container that can never be published; returns whether it is ready. */
export function assertUsable(client: GraphClient, reading: ContainerReading): boolean {
  if (reading.state === "ERROR") throw containerErrorFrom(client.product, reading.detail, reading.detail);
  if (reading.state === "EXPIRED") {
    throw new PlatformPermanentError("the media container expired (it was not published within 24 hours); publish the post again");
  }
  return reading.state === "FINISHED" || reading.state === "PUBLISHED";
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason instanceof Error ? signal.reason : new DOMException("aborted", "AbortError"));
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException("aborted", "AbortError"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Waits (bounded) until a container is FINISHED; used where the next step cannot be deferred to the pipeline's
 * poll (a Threads reply, whose container can only be made once its parent is published). Returns false when
 * the bound passed with the container still processing.
 */
export async function waitForContainer(
  client: GraphClient,
  containerId: string,
  options: { intervalMs: number; maxWaitMs: number; signal: AbortSignal },
): Promise<boolean> {
  const deadline = Date.now() + options.maxWaitMs;
  for (;;) {
    const reading = await readContainer(client, containerId);
    if (assertUsable(client, reading)) return true;
    if (Date.now() + options.intervalMs > deadline) return false;
    await sleep(options.intervalMs, options.signal);
  }
}

/** Insights answers: `values: [{ value }]` (period metrics) or `total_value: { value }`. */
export const insightsAnswer = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.unknown() })).optional(),
      total_value: z.object({ value: z.unknown() }).optional(),
    }),
  ),
});

export function insightValues(answer: z.infer<typeof insightsAnswer>): Map<string, number> {
  const values = new Map<string, number>();
  for (const entry of answer.data) {
    const raw = entry.total_value?.value ?? entry.values?.at(-1)?.value;
    if (typeof raw === "number" && Number.isFinite(raw)) values.set(entry.name, raw);
  }
  return values;
}

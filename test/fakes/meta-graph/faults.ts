// Fault switches of the fake Graph server: throttling answers with Graph's usage headers, chosen errors, answers
// cut off after the call was carried out, how the next container settles, and metrics Meta has retired.
import { GraphError } from "./http";
import type { GraphStore } from "./store";

export interface Fault {
  match: RegExp;
  times: number;
  kind: "error" | "drop";
  error?: GraphError;
}

export type ContainerOutcome = { settlesAs: "FINISHED" | "ERROR"; detail?: string; polls?: number };

export interface FaultSwitches {
  /** The next matching calls answer Graph's throttling error with its usage headers. */
  rateLimit(input?: { match?: RegExp; times?: number; code?: 4 | 17 | 32 | 613 | 80001 | 80002; regainMinutes?: number }): void;
  failNext(input: { match: RegExp; times?: number; status?: number; code: number; message: string; subcode?: number; isTransient?: boolean }): void;
  /** The next matching call is carried out, then the connection is cut before the answer (a crash mid-call). */
  dropResponse(input: { match: RegExp; times?: number }): void;
  /** How the next container settles. */
  nextContainer(input: ContainerOutcome): void;
  /** Meta retires an insights metric: asking for it fails the whole insights request, as Graph does. */
  retireMetric(name: string): void;
  clear(): void;
}

const RATE_LIMIT_MESSAGES: Record<number, string> = {
  4: "(#4) Application request limit reached",
  17: "(#17) User request limit reached",
  32: "(#32) Page request limit reached",
  613: "(#613) Calls to this api have exceeded the rate limit.",
  80001: "(#80001) There have been too many calls to this Page account. Wait a bit and try again.",
  80002: "(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.",
};

/** The switches and the queues the server reads: `take` hands out the fault for a request, if any. */
export function createFaults(store: GraphStore) {
  let faults: Fault[] = [];
  const containerOutcomes: ContainerOutcome[] = [];

  const switches: FaultSwitches = {
    rateLimit({ match = /./, times = 1, code = 4, regainMinutes = 17 } = {}) {
      const headers: Record<string, string> = {};
      if (code === 4 || code === 17 || code === 613) headers["x-app-usage"] = JSON.stringify({ call_count: 100, total_cputime: 34, total_time: 41 });
      else {
        headers["x-business-use-case-usage"] = JSON.stringify({
          "1234567890": [
            {
              type: code === 80002 ? "instagram" : "pages",
              call_count: 100,
              total_cputime: 22,
              total_time: 30,
              estimated_time_to_regain_access: regainMinutes,
            },
          ],
        });
      }
      faults.push({
        match,
        times,
        kind: "error",
        error: new GraphError(400, code, RATE_LIMIT_MESSAGES[code], undefined, "OAuthException", { is_transient: true }, headers),
      });
    },
    failNext({ match, times = 1, status = 400, code, message, subcode, isTransient }) {
      faults.push({
        match,
        times,
        kind: "error",
        error: new GraphError(status, code, message, subcode, "OAuthException", isTransient === undefined ? {} : { is_transient: isTransient }),
      });
    },
    dropResponse({ match, times = 1 }) {
      faults.push({ match, times, kind: "drop" });
    },
    nextContainer(input) {
      containerOutcomes.push(input);
    },
    retireMetric(name) {
      store.retiredMetrics.add(name);
    },
    clear() {
      faults = [];
      containerOutcomes.length = 0;
      store.retiredMetrics.clear();
    },
  };

  return {
    switches,
    take(signature: string): Fault | undefined {
      const fault = faults.find((f) => f.times > 0 && f.match.test(signature));
      if (fault) fault.times--;
      return fault;
    },
    nextContainerOutcome: () => containerOutcomes.shift(),
  };
}

// Calls the public API's route handlers in-process with real Request objects (fast integration tests):
// `callApi("POST", "/posts", { key, body })` routes it exactly as the production server does.
import { API_PREFIX, routeApiRequest } from "@/lib/server/api-front/api-front";
import { API_HANDLERS_DIR, loadApiRoutes, matchApiRoute, openApiPath } from "@/lib/server/api-front/route-table";
import { PEER_ADDRESS_HEADER } from "@/lib/net/client-address";
import { responseMismatch } from "./openapi-validator";

/**
 * The API's route handler files (app/api/v1), routed as the production server routes them. Loaded when this
 * module is imported, as static imports would be, so no test's first request pays for loading them all.
 */
export const apiRoutes = await loadApiRoutes(API_HANDLERS_DIR);

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  /** Raw body text or bytes (sent as is, instead of JSON of `body`). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /**
   * Skip the check against the OpenAPI document, for the rare test that provokes an answer the document
   * cannot describe (say why where you set it).
   */
  unchecked?: boolean;
}

export interface ApiResult {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let calls = 0;

/**
 * Sends one request through the API's router (lib/server/api-front), in-process, and reads its answer.
 * Each call comes from its own client address (as the production server stamps it from the socket) unless
 * the test names one: the per-address limit on failed keys (lib/api/failed-api-key-limit.test.ts) must not
 * turn the other tests' deliberate 401s into 429s.
 */
/** A network of this process's own, so no two test files (nor two runs sharing Redis) send from one address. */
const CALLER_NETWORK = crypto.randomUUID().slice(0, 4);

export async function callApi(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<ApiResult> {
  calls++;
  const headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: `2001:db8:${CALLER_NETWORK}::${calls.toString(16)}`, ...(options.headers ?? {}) };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const req = new Request(`http://localhost${API_PREFIX}${pathAndQuery}`, { method, headers, body });
  const res = await routeApiRequest(apiRoutes, req);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text === "" ? null : JSON.parse(text);
  } catch {
    /* not JSON: left as text for the assertion to show */
  }
  const result = { status: res.status, headers: res.headers, body: parsed };
  if (!options.unchecked) {
    // Every answer, success or error, must be one the OpenAPI document declares (openapi-validator.ts).
    const match = matchApiRoute(apiRoutes, new URL(req.url).pathname.slice(API_PREFIX.length));
    const problem = responseMismatch(match && openApiPath(match.route), method, result);
    if (problem) throw new Error(problem);
  }
  return result;
}

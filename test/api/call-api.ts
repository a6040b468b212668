// Calls the public API's route handlers in-process with real Request objects (fast integration tests):
// `callApi("POST", "/posts", { key, body })` routes it exactly as the production server does.
import { API_PREFIX, routeApiRequest } from "@/lib/server/api-front/api-front";
import { API_HANDLERS_DIR, loadApiRoutes } from "@/lib/server/api-front/route-table";

/**
 * The API's route handler files (app/api/v1), routed as the production server routes them. Loaded when this
 * module is imported, as static imports would be, so no test's first request pays for loading them all.
 */
export const apiRoutes = await loadApiRoutes(API_HANDLERS_DIR);

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  /** Raw body text (sent as is, instead of JSON of `body`). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiResult {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Sends one request through the API's router (lib/server/api-front), in-process, and reads its answer. */
export async function callApi(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined = options.rawBody;
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
  return { status: res.status, headers: res.headers, body: parsed };
}

// Requests to the Pinterest REST API v5 (https://api.pinterest.com/v5): bearer token, JSON bodies, responses
// checked with zod, failures thrown as platform errors.
import type { z } from "zod";
import { bearer, fetchNetwork, parseResponse, readJson } from "../http";
import { networkUrl } from "../network-url";
import { throwPinterestError } from "./errors";

export const PINTEREST_API_ORIGIN = "https://api.pinterest.com";

export interface PinterestCall {
  accessToken: string | null;
  /** For messages: "creating the Pin". */
  what: string;
  signal: AbortSignal;
  /** Request field a 400/404 is about. */
  field?: string;
}

export function pinterestUrl(path: string): string {
  return networkUrl("pinterest", PINTEREST_API_ORIGIN, path);
}

export async function pinterestRequest<S extends z.ZodType>(
  method: "GET" | "POST",
  path: string,
  schema: S,
  call: PinterestCall & { body?: unknown },
): Promise<z.output<S>> {
  const headers: Record<string, string> = { authorization: bearer(call.accessToken), accept: "application/json" };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetchNetwork(pinterestUrl(path), {
    method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: call.signal,
  });
  const json = await readJson(response);
  if (!response.ok) throwPinterestError(response, json, call.what, call.field);
  return parseResponse(schema, json, `${method} ${path.split("?")[0]}`);
}

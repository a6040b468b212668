// The typed Postlane API client: openapi-fetch over the paths and schemas generated from the app's OpenAPI
// document (api-types.ts), with the key and base address set once and the one error model turned into an
// exception that carries the API's own message.
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./api-types.js";

export type { components, paths };
export type PostlaneClient = Client<paths>;
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** The contract's base path of the API below the app's address. */
const API_PATH = "/functions/v1/api";

export interface ClientOptions {
  /** The app's address, e.g. `https://postlane.example.com` (the API lives under /functions/v1/api). */
  url: string;
  /** A `pl_live_…` or `pl_test_…` key. */
  apiKey: string;
  /** A fetch of your own (tests, proxies); the global fetch otherwise. */
  fetch?: typeof fetch;
}

export function createPostlaneClient({ url, apiKey, fetch: fetchImpl }: ClientOptions): PostlaneClient {
  const baseUrl = url.replace(/\/+$/, "").replace(/\/functions\/v1\/api$/, "") + API_PATH;
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` }, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

/** An answer outside 2xx: `message` is the API's `error` text (it names the field and the rule). */
export class PostlaneApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "PostlaneApiError";
  }
}

/** The API's error text from a failed answer's body, whatever shape came back (a proxy's HTML page, say). */
function errorMessage(error: unknown, response: Response): string {
  if (error && typeof error === "object" && typeof (error as { error?: unknown }).error === "string") return (error as { error: string }).error;
  if (typeof error === "string" && error.trim()) return `${response.status} ${response.statusText}: ${error.trim().slice(0, 200)}`;
  return `${response.status} ${response.statusText || "error"}`;
}

/** The data of a successful openapi-fetch result, or a PostlaneApiError with the API's message. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new PostlaneApiError(response.status, errorMessage(error, response));
  return data as T;
}

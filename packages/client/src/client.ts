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

/** An answer outside 2xx: `message` is the API's `error` text (it names the field and the rule); `code` its
 *  stable code (`not_found`, `rate_limited` …: docs/api-v1.md, "Error codes"), undefined when the body had none. */
export class PostlaneApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
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

/** The API's `code` from a failed answer's body, when it has one. */
function errorCode(error: unknown): string | undefined {
  const code = error && typeof error === "object" ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}

/** The data of a successful openapi-fetch result, or a PostlaneApiError with the API's message. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new PostlaneApiError(response.status, errorMessage(error, response), errorCode(error));
  return data as T;
}

/** Any page of a list: its rows under the list's name, and the cursor of the next page (null on the last). */
export interface ListPage {
  nextCursor?: string | null;
}

/**
 * Every page of a list, in order, following `nextCursor` until it is null:
 * `for await (const page of pages((cursor) => unwrap(client.GET("/posts", { params: { query: { cursor, limit: 200 } } })))) …`
 * Pages are keyset pages, so rows created meanwhile never make a row appear twice.
 */
export async function* pages<P extends ListPage>(fetchPage: (cursor: string | undefined) => Promise<P>): AsyncGenerator<P> {
  let cursor: string | undefined;
  for (;;) {
    const page = await fetchPage(cursor);
    yield page;
    if (!page.nextCursor) return;
    // A server that handed back the cursor it was given would loop forever.
    if (page.nextCursor === cursor) throw new Error("The list did not move on: the API returned the cursor it was given");
    cursor = page.nextCursor;
  }
}

/** Every row of a list: `rowsOf` of every page, e.g. `listAll((cursor) => …, (page) => page.posts)`. */
export async function listAll<P extends ListPage, Row>(fetchPage: (cursor: string | undefined) => Promise<P>, rowsOf: (page: P) => Row[]): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of pages(fetchPage)) rows.push(...rowsOf(page));
  return rows;
}

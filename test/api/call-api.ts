// Calls the public API's route handlers in-process with real Request objects (fast integration tests):
// `callApi("POST", "/posts", { key, body })` finds the route file's handler and its path params.
import * as accounts from "@/app/api/v1/accounts/route";
import * as analytics from "@/app/api/v1/analytics/route";
import * as uploadUrl from "@/app/api/v1/media/upload-url/route";
import * as ideaById from "@/app/api/v1/ideas/[id]/route";
import * as ideas from "@/app/api/v1/ideas/route";
import * as openapi from "@/app/api/v1/openapi.json/route";
import * as postById from "@/app/api/v1/posts/[id]/route";
import * as publish from "@/app/api/v1/posts/[id]/publish/route";
import * as retry from "@/app/api/v1/posts/[id]/retry/route";
import * as posts from "@/app/api/v1/posts/route";
import * as workspaces from "@/app/api/v1/workspaces/route";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Every public route: the contract path, and the module whose exports handle it. */
export const API_ROUTES: { path: string; file: string; module: Record<string, unknown> }[] = [
  { path: "/accounts", file: "accounts/route.ts", module: accounts },
  { path: "/workspaces", file: "workspaces/route.ts", module: workspaces },
  { path: "/ideas", file: "ideas/route.ts", module: ideas },
  { path: "/ideas/{id}", file: "ideas/[id]/route.ts", module: ideaById },
  { path: "/posts", file: "posts/route.ts", module: posts },
  { path: "/posts/{id}", file: "posts/[id]/route.ts", module: postById },
  { path: "/posts/{id}/publish", file: "posts/[id]/publish/route.ts", module: publish },
  { path: "/posts/{id}/retry", file: "posts/[id]/retry/route.ts", module: retry },
  { path: "/openapi.json", file: "openapi.json/route.ts", module: openapi },
  { path: "/analytics", file: "analytics/route.ts", module: analytics },
  { path: "/media/upload-url", file: "media/upload-url/route.ts", module: uploadUrl },
];

export const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape stays as sent
  }
}

function match(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split("/");
  const a = path.split("/");
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith("{")) params[p[i].slice(1, -1)] = safeDecode(a[i]);
    else if (p[i] !== a[i]) return null;
  }
  return params;
}

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

export async function callApi(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<ApiResult> {
  const [path] = pathAndQuery.split("?");
  for (const route of API_ROUTES) {
    const params = match(route.path, path);
    if (!params) continue;
    const handler = route.module[method] as Handler | undefined;
    if (!handler) throw new Error(`no ${method} handler for ${route.path}`);
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const req = new Request(`http://localhost/functions/v1/api${pathAndQuery}`, { method, headers, body });
    const res = await handler(req, { params: Promise.resolve(params) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === "" ? null : JSON.parse(text);
    } catch {
      /* not JSON: left as text for the assertion to show */
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }
  throw new Error(`no route for ${path}`);
}

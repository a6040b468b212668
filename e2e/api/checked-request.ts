// The e2e API specs' `test`: its `request` checks every answer from the public API against the OpenAPI
// document the server under test serves (status declared for the operation, body fits its schema), as
// call-api.ts does for the in-process tests, so the document and the live server cannot drift apart.
import { test as base, expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { responseChecker, type ResponseMismatch } from "../../test/api/openapi-checker";

const API = "/functions/v1/api";
type Checker = ResponseMismatch;

/** The document's path templates, literal ones first (`/posts/validate` before `/posts/{id}`). */
function templateMatcher(paths: string[]): (path: string) => string | undefined {
  const patterns = paths
    .map((template) => ({ template, params: (template.match(/\{/g) ?? []).length, regex: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`) }))
    .sort((a, b) => a.params - b.params);
  return (path) => patterns.find((p) => p.regex.test(path))?.template;
}

let served: Promise<{ check: Checker; templateOf: (path: string) => string | undefined }> | undefined;

function servedDocument(request: APIRequestContext) {
  served ??= request.get(`${API}/openapi.json`).then(async (res) => {
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    return { check: responseChecker(doc), templateOf: templateMatcher(Object.keys(doc.paths)) };
  });
  return served;
}

async function bodyOf(res: APIResponse): Promise<unknown> {
  const text = await res.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const METHODS = ["get", "post", "put", "patch", "delete", "head", "fetch"] as const;

export const test = base.extend({
  request: async ({ request, baseURL }, provide) => {
    const checked = new Proxy(request, {
      get(target, property, receiver) {
        const original = Reflect.get(target, property, receiver);
        if (!METHODS.includes(property as (typeof METHODS)[number])) return typeof original === "function" ? original.bind(target) : original;
        return async (url: string, options?: { method?: string }) => {
          const res: APIResponse = await original.call(target, url, options);
          const { pathname } = new URL(url, baseURL);
          if (!pathname.startsWith(`${API}/`) || pathname === `${API}/openapi.json`) return res;
          const method = property === "fetch" ? (options?.method ?? "GET") : String(property);
          const { check, templateOf } = await servedDocument(target);
          const problem = check(templateOf(pathname.slice(API.length)), method, {
            status: res.status(),
            headers: new Headers(res.headers()),
            body: await bodyOf(res),
          });
          if (problem) throw new Error(problem);
          return res;
        };
      },
    });
    await provide(checked);
  },
});

export { expect };

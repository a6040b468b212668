// Raw HTTP calls to the fake Graph server for the stand-in's own tests: what a client sends, what Graph answers.
import type { MetaGraphServer } from "../meta-graph-server";

export interface GraphAnswer {
  status: number;
  body: { error?: { code: number; message: string; error_subcode?: number } } & Record<string, unknown>;
}

export async function graphCall(
  server: MetaGraphServer,
  method: "GET" | "POST",
  path: string,
  params: Record<string, string>,
  version = path.startsWith("/oauth") || path.startsWith("/access_token") ? "" : "/v23.0",
): Promise<GraphAnswer> {
  const query = new URLSearchParams(params).toString();
  const url = `${server.url}${version}${path}`;
  const response =
    method === "GET"
      ? await fetch(`${url}?${query}`, { redirect: "manual" })
      : await fetch(url, { method, body: query, headers: { "content-type": "application/x-www-form-urlencoded" } });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as GraphAnswer["body"]) : {} };
}

// A read from one of the web app's own GET route handlers (app/api/*, withSession): the JSON answer, or an
// Error carrying the server's `{ error }` message. Takes react-query's signal so a read no longer wanted is
// cancelled.
export async function getJson<T>(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`${path}?${new URLSearchParams(params)}`, { headers: { accept: "application/json" }, signal });
  const body = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!res.ok || body === null) throw new Error(body?.error ?? `The server could not answer (HTTP ${res.status}). Try again.`);
  return body;
}

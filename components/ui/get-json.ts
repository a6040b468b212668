// Reads from the web app's own route handlers (app/api/*, withSession): the JSON answer, or an Error carrying
// the server's `{ error }` message. Both take react-query's signal so a read no longer wanted is cancelled.

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!res.ok || body === null) throw new Error(body?.error ?? `The server could not answer (HTTP ${res.status}). Try again.`);
  return body;
}

export async function getJson<T>(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<T> {
  return answer<T>(await fetch(`${path}?${new URLSearchParams(params)}`, { headers: { accept: "application/json" }, signal }));
}

/** A read whose input does not fit a query string (a draft): a POST that changes nothing on the server. */
export async function postJsonRead<T>(path: string, params: Record<string, string>, body: unknown, signal?: AbortSignal): Promise<T> {
  return answer<T>(
    await fetch(`${path}?${new URLSearchParams(params)}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal,
    }),
  );
}

// Who and what the current request is about (request id, workspace, key or user), carried through its async
// work so every log line written while answering it names the request. Kept on globalThis: Next may load
// this module a second time in its own bundle, and both copies must see the one store.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestContext {
  requestId: string;
  workspaceId?: string;
  keyId?: string;
  userId?: string;
}

const holder = globalThis as unknown as { __postlaneRequestContext?: AsyncLocalStorage<RequestContext> };
const store = (holder.__postlaneRequestContext ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return store.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return store.getStore();
}

/** Notes who is calling once the wrapper knows (the key's workspace, the session's user); no-op outside a request. */
export function noteRequestCaller(caller: Omit<RequestContext, "requestId">): void {
  const context = store.getStore();
  if (!context) return;
  for (const [name, value] of Object.entries(caller) as [keyof typeof caller, string | undefined][]) {
    if (value !== undefined) context[name] = value;
  }
}

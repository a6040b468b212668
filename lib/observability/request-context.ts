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

/** A request's context with every field in place from the start: one shape for all of them, so the code that
 *  reads and fills them on every request stays on V8's fast paths (a field added later makes a new shape). */
export function newRequestContext(requestId: string): RequestContext {
  return { requestId, workspaceId: undefined, keyId: undefined, userId: undefined };
}

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
  if (caller.workspaceId !== undefined) context.workspaceId = caller.workspaceId;
  if (caller.keyId !== undefined) context.keyId = caller.keyId;
  if (caller.userId !== undefined) context.userId = caller.userId;
}

/** The context's fields that are known, for a log line (undefined ones left out). */
export function knownRequestFields(context: RequestContext): Partial<RequestContext> {
  const fields: Partial<RequestContext> = { requestId: context.requestId };
  if (context.workspaceId !== undefined) fields.workspaceId = context.workspaceId;
  if (context.keyId !== undefined) fields.keyId = context.keyId;
  if (context.userId !== undefined) fields.userId = context.userId;
  return fields;
}

// Request and answer shapes of the fake Graph server, and Graph's error body.
import type { IncomingHttpHeaders } from "node:http";
import type { GraphStore, TokenRecord } from "./store";

export interface GraphRequest {
  method: string;
  /** Path without the version prefix: "/123/media". */
  path: string;
  segments: string[];
  /** "v23.0", or null for unversioned routes. */
  version: string | null;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body of an application/octet-stream request (the Resumable Upload API's bytes). */
  bytes?: Buffer;
  /** http://127.0.0.1:port */
  origin: string;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** A redirect target (OAuth dialogs). */
  location?: string;
}

/** Graph's error answer: { error: { message, type, code, error_subcode, fbtrace_id } }. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly subcode?: number,
    readonly type = "OAuthException",
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody() {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.subcode !== undefined ? { error_subcode: this.subcode } : {}),
        ...this.extra,
        fbtrace_id: `A${Math.random().toString(36).slice(2, 12)}`,
      },
    };
  }
}

export const ok = (body: unknown): Reply => ({ status: 200, body });

export function invalidParameter(message: string, subcode?: number): GraphError {
  return new GraphError(400, 100, `(#100) ${message}`, subcode, "OAuthException");
}

export function unknownObject(id: string): GraphError {
  return new GraphError(
    400,
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    33,
    "GraphMethodException",
  );
}

export function required(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (value === undefined || value === "") throw invalidParameter(`The parameter ${name} is required`);
  return value;
}

export function bool(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw invalidParameter(`Param must be a boolean (got ${JSON.stringify(value)})`);
}

/** Top-level names of a `fields` list ("a,b.summary(true),c{d,e}" → a, b, c). */
export function fieldNames(fields: string | undefined): string[] {
  if (!fields) return [];
  const names: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of fields) {
    if (char === "(" || char === "{") depth++;
    if (char === ")" || char === "}") depth--;
    if (char === "," && depth === 0) {
      names.push(current);
      current = "";
    } else current += char;
  }
  if (current) names.push(current);
  return names.map((n) => n.trim().split(/[.{(]/)[0]).filter(Boolean);
}

/** Graph returns only the fields asked for (plus id). */
export function pick(object: Record<string, unknown>, fields: string | undefined, defaults: string[]): Record<string, unknown> {
  const names = fieldNames(fields);
  const wanted = names.length > 0 ? names : defaults;
  const out: Record<string, unknown> = {};
  for (const name of new Set(["id", ...wanted])) if (object[name] !== undefined) out[name] = object[name];
  return out;
}

export interface RouteContext {
  store: GraphStore;
  token: TokenRecord | undefined;
  /** Throws Graph's token errors unless the token is valid and reaches `objectId`. */
  authorize(objectId?: string): TokenRecord;
  checkMedia(url: string): Promise<{ reachable: boolean; contentType: string }>;
  options: FakeOptions;
  nextContainerOutcome(): { settlesAs: "FINISHED" | "ERROR"; detail?: string; polls?: number } | undefined;
}

export interface FakeOptions {
  /** Status reads a video container stays IN_PROGRESS for. */
  videoProcessingPolls: number;
  /** Status reads an image container stays IN_PROGRESS for. */
  imageProcessingPolls: number;
  /** Media publishes allowed per account (Instagram's 50 / 24 h; Threads' 250). */
  publishLimit: number;
  app: { clientId: string; clientSecret: string };
}

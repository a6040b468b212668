// The one place an operation of the public API is declared: method, path, operationId, scope, words, schemas and
// answers. The route handler takes its scope (and query schema) from it (withApiKey(operation, …)), the OpenAPI
// document is generated from it (lib/api/openapi.ts), and an MCP tool names the operation it mirrors to take
// its scope (lib/mcp/define-tool.ts). test/api/operations-agree.test.ts fails when they drift apart.
import type { z } from "zod";
import type { Json, OperationSpec } from "../openapi/operation";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface OperationDeclaration extends Omit<OperationSpec, "id"> {
  method: HttpMethod;
  /** The path as the document writes it, relative to /api/v1 (`/posts/{id}`). */
  path: string;
  /** The query schema the handler parses with (lib/api/parse-query.ts); its keys are the query parameters. */
  query?: z.ZodObject;
  /** Changes the built OpenAPI operation where `operation()` cannot say it (a CSV body). */
  finish?: (built: Json) => Json;
}

export type ApiOperation = OperationDeclaration & { id: string };

/**
 * A resource's operations, keyed by operationId (verbNoun camelCase, the names SDK generators give their methods:
 * never rename one). Each gets its key as `id`.
 */
export function defineOperations<T extends Record<string, OperationDeclaration>>(operations: T): { [K in keyof T]: T[K] & { id: K & string } } {
  return Object.fromEntries(Object.entries(operations).map(([id, op]) => [id, { ...op, id }])) as { [K in keyof T]: T[K] & { id: K & string } };
}

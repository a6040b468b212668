// Every REST operation has a `postlane` command (issue 35, "a CLI that does what the API does"): the document's
// (method, path) pairs against the calls the command files make through the typed client. An operation added
// to lib/api/operations/* without a command fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi";

const COMMANDS_DIR = path.resolve(import.meta.dirname, "../../packages/client/src/cli/commands");

function calledByCommands(): Set<string> {
  const called = new Set<string>();
  for (const file of readdirSync(COMMANDS_DIR).filter((name) => name.endsWith(".ts"))) {
    const source = readFileSync(path.join(COMMANDS_DIR, file), "utf8");
    for (const [, method, route] of source.matchAll(/client\.(GET|POST|PUT|PATCH|DELETE)\(\s*"([^"]+)"/g)) called.add(`${method} ${route}`);
  }
  return called;
}

describe("postlane commands", () => {
  it("call every operation of the OpenAPI document", () => {
    const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`));
    const called = calledByCommands();
    expect(operations.filter((operation) => !called.has(operation))).toEqual([]);
    // And nothing the document does not have (a typo in a path would still typecheck as `never` only loosely).
    expect([...called].filter((call) => !operations.includes(call))).toEqual([]);
  });
});

// The typed client's committed types must be what the current OpenAPI document generates: a schema or path
// changed without `npm run client:generate` fails here, so the published client never lags the API.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_TYPES_FILE, renderClientTypes } from "./render-client-types";

describe("packages/client/src/api-types.ts", () => {
  it("is what the served OpenAPI document generates (run `npm run client:generate` after changing the API)", { timeout: 120_000 }, async () => {
    const committed = readFileSync(CLIENT_TYPES_FILE, "utf8");
    const current = await renderClientTypes();
    // Compare line by line for a readable diff of what went stale.
    expect(committed.split("\n"), "stale: run `npm run client:generate`").toEqual(current.split("\n"));
  });
});

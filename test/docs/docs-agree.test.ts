// The reference pages state facts the code also states: the scopes a key can carry, the webhook events an
// endpoint can subscribe to, and the endpoints there are. These tests read the pages' tables and fail when a
// page and the code disagree (issue 35: api-v1 said "no webhooks" and lacked the webhook scopes).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_SCOPES } from "@/lib/auth/scopes";
import { apiOperations } from "@/lib/api/operations";
import { ERROR_CODE_LIST, codeForStatus } from "@/lib/error-codes";
import { PROBLEM_KINDS } from "@/lib/platforms/types";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/event-types";

const page = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "../../docs", name), "utf8");

/** The rows of the first Markdown table after `heading`, as arrays of trimmed cells (header and rule left out). */
function tableAfter(text: string, heading: string): string[][] {
  const start = text.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const lines = text.slice(start).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe("the reference pages agree with the code", () => {
  it("docs/api-v1.md lists exactly the scopes a key can carry", () => {
    const documented = tableAfter(page("api-v1.md"), "## 5. Authentication").map(([scope]) => scope);
    expect([...documented].sort()).toEqual([...API_SCOPES].sort());
  });

  it("docs/api-v1.md lists exactly the error codes, each with the statuses it comes with", () => {
    const rows = tableAfter(page("api-v1.md"), "### Error codes (additive)");
    expect(rows.map(([code]) => code.replaceAll("`", "")).sort()).toEqual([...ERROR_CODE_LIST].sort());
    // A status's default code (lib/error-codes.ts codeForStatus) is documented with that status.
    for (const [code, statuses] of rows) {
      for (const status of statuses.split(",").map(Number)) {
        const fallback = codeForStatus(status);
        const row = rows.find(([c]) => c === `\`${fallback}\``);
        expect(row?.[1].split(",").map(Number), `${code}: ${status} defaults to ${fallback}`).toContain(status);
      }
    }
  });

  it("docs/api-v1.md lists exactly the kinds a check problem can have", () => {
    const documented = tableAfter(page("api-v1.md"), "### Problem kinds (additive)").map(([kind]) => kind.replaceAll("`", ""));
    expect(documented.sort()).toEqual(Object.keys(PROBLEM_KINDS).sort());
  });

  it("docs/webhooks.md lists exactly the events an endpoint can subscribe to", () => {
    const documented = tableAfter(page("webhooks.md"), "| type | when |").flatMap(([types]) => [...types.matchAll(/`([a-z_]+\.[a-z_]+)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual([...WEBHOOK_EVENT_TYPES, "webhook.test"].sort());
  });

  it("every endpoint docs/api-v1.md names exists, with the scope its operation declares (lib/api/operations)", () => {
    const text = page("api-v1.md");
    const rows = [...text.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| ([^|]*) \|/gm)];
    expect(rows.length).toBeGreaterThan(20);
    for (const [, method, route, cell] of rows) {
      const operation = apiOperations().find((op) => op.method === method.toLowerCase() && op.path === route);
      expect(operation, `${method} ${route}`).toBeDefined();
      const scope = cell.trim();
      // A scope, or words for "any valid key" ("none (any valid key …)", "see note").
      expect(operation!.scope, `${method} ${route}`).toBe(/^[a-z]+:(read|write)$/.test(scope) ? scope : undefined);
    }
  });
});

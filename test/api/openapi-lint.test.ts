// The served OpenAPI document passes Redocly's `recommended` ruleset with no error and no warning (issue 35): the
// checks API explorers, SDK generators and gateways rely on (operation-4xx-response, tags, servers, security …).
// A rule that is wrong for this API is switched off in LINT_CONFIG with the reason beside it.
import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { callApi } from "./call-api";

const LINT_CONFIG = {
  extends: ["recommended"],
  rules: {
    // No license is declared: the repository states none, and the document must not invent one.
    "info-license": "off",
    // The server URL is the operator's APP_URL: a self-hosted instance may well be on localhost, as under test.
    "no-server-example.com": "off",
  },
};

/** GET /health and GET /openapi.json take no key, no parameter and no body: no 4xx answer exists for them to declare. */
const IGNORED = { "operation-4xx-response": new Set(["#/paths/~1health/get/responses", "#/paths/~1openapi.json/get/responses"]) };

const where = (problem: NormalizedProblem) => problem.location.map((l) => l.pointer).join(", ");

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no error and no warning", async () => {
    const res = await callApi("GET", "/openapi.json");
    expect(res.status).toBe(200);
    const config = await createConfig(LINT_CONFIG as never, { ignore: { "openapi.json": IGNORED } });
    const problems = await lintFromString({ source: JSON.stringify(res.body), absoluteRef: "openapi.json", config });
    const found = problems.filter((p) => !p.ignored).map((p) => `${p.severity} ${p.ruleId} ${where(p)}: ${p.message}`);
    expect(found).toEqual([]);
  });
});

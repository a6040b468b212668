// The /docs/api page renders every operation of the served OpenAPI document: shared answers by $ref (the
// `default` Error), answers with no body (204) and the MCP table. A shape it cannot draw is a crash for every
// visitor (the page is server-rendered), so it is rendered here on every change to the document.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ApiReferencePage from "@/app/docs/api/page";
import { openApiDocument } from "@/lib/api/openapi";

describe("/docs/api", () => {
  it("draws every operation of the OpenAPI document, with its answers", () => {
    const html = renderToStaticMarkup(createElement(ApiReferencePage));
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, operations] of Object.entries(doc.paths)) for (const method of Object.keys(operations)) expect(html).toContain(`id="${method}-${path}"`);
    expect(html).toContain("Postlane API reference");
    expect(html).toContain('id="schema-CreatePostRequest"');
    // The target of the Deprecation header's Link lists the deprecated names with their replacements.
    expect(html).toContain('id="deprecated-names"');
    expect(html).toMatch(/PostingSchedule<\/td><td class="font-mono">time_zone<\/td><td[^>]*>Deprecated since 2026-11-29: read `timeZone`/);
    expect(html).toContain("posts[].scheduled_at");
    // The shared error answer is drawn by its description, not "undefined".
    expect(html).not.toContain("undefined");
  });
});

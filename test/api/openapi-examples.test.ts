// Every JSON request body of the OpenAPI document carries one example, and that example is a body the API accepts:
// it must fit the document's own schema (Ajv 2020, as an outside client or code generator reads it) and the zod
// schema the handler really parses with — the document alone is looser in places (slug rules, time zones, block fields).
import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { z } from "zod";
import { openApiDocument } from "@/lib/api/openapi";
import { approvePostRequest, requestChangesRequest, submitForApprovalRequest } from "@/lib/schemas/approvals";
import { ideaInput } from "@/lib/schemas/ideas";
import { createLinkBlockRequest, createLinkPageRequest, linkBlockFields, reorderLinkBlocksRequest, updateLinkPageRequest } from "@/lib/schemas/links";
import { createUploadUrlRequest } from "@/lib/schemas/media";
import { createPostRequest, updatePostRequest } from "@/lib/schemas/posts";
import { addToQueueRequest, setPostingScheduleRequest } from "@/lib/schemas/queue";
import { createWebhookRequest, rotateWebhookSecretRequest, updateWebhookRequest } from "@/lib/schemas/webhooks";
import { updateWorkspaceRequest } from "@/lib/schemas/workspaces";
import { createReviewLinkInput } from "@/lib/schemas/review-links";

type Body = { content?: Record<string, { schema?: unknown; example?: unknown }> };
type Doc = { paths: Record<string, Record<string, { requestBody?: Body }>>; components: { schemas: Record<string, unknown> } };

const doc = openApiDocument() as unknown as Doc;
const bodies = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).flatMap(([method, op]) => {
    const json = op.requestBody?.content?.["application/json"];
    return json ? [{ label: `${method.toUpperCase()} ${path}`, schema: json.schema, example: json.example }] : [];
  }),
);

/** The parser each handler runs on its body. The link block patch is checked per block type (the example edits a link block). */
const PARSERS: Record<string, z.ZodType> = {
  "POST /ideas": ideaInput,
  "PATCH /ideas/{id}": ideaInput,
  "POST /posts": createPostRequest,
  "POST /posts/validate": createPostRequest,
  "PATCH /posts/{id}": updatePostRequest,
  "POST /posts/{id}/submit": submitForApprovalRequest,
  "POST /posts/{id}/approve": approvePostRequest,
  "POST /posts/{id}/request-changes": requestChangesRequest,
  "POST /links": createLinkPageRequest,
  "PATCH /links/{id}": updateLinkPageRequest,
  "POST /links/{id}/blocks": createLinkBlockRequest,
  "POST /links/{id}/blocks/reorder": reorderLinkBlocksRequest,
  "PATCH /links/{id}/blocks/{blockId}": linkBlockFields.link.partial(),
  "POST /media/upload-url": createUploadUrlRequest,
  "POST /webhooks": createWebhookRequest,
  "PATCH /webhooks/{id}": updateWebhookRequest,
  "POST /webhooks/{id}/rotate-secret": rotateWebhookSecretRequest,
  "PUT /accounts/{id}/schedule": setPostingScheduleRequest,
  "POST /queue": addToQueueRequest,
  "PATCH /workspaces/{id}": updateWorkspaceRequest,
  "POST /review-links": createReviewLinkInput,
};

describe("OpenAPI request examples", () => {
  it("give every operation with a JSON request body one example object", () => {
    expect(bodies.length).toBe(21);
    expect(bodies.map((b) => b.label).sort()).toEqual(Object.keys(PARSERS).sort());
    for (const { label, example } of bodies) {
      expect(example, label).toBeTypeOf("object");
      expect(Object.keys(example as object).length, label).toBeGreaterThan(0);
    }
  });

  it("fit the document's own request schemas (Ajv 2020 with formats)", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    for (const { label, schema, example } of bodies) {
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object);
      expect(validate(example), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it("are accepted by the parser the handler runs", () => {
    for (const { label, example } of bodies) {
      const parsed = PARSERS[label].safeParse(example);
      expect(parsed.success, `${label}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("are checked for real: a wrong example fails the document's schema", () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    const validate = ajv.compile({ $ref: "doc#/components/schemas/ReorderLinkBlocksRequest" });
    expect(validate({ blockIds: ["not-a-uuid"] })).toBe(false);
    expect(PARSERS["POST /links"].safeParse({ slug: "Bad Slug!", title: "x" }).success).toBe(false);
  });
});

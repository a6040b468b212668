// The document's `webhooks` describe what Postlane sends: every event type, and `data` schemas that the payload
// builders' real output passes (a field added to a payload without its schema fails here).
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../openapi";
import { linkPagePublishedEvent } from "../../services/links/link-page-published-event";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from "../../webhooks/event-types";
import { accountConnectionData, accountWebhookData, approvalWebhookData, ideaWebhookData, platformResultRows, postWebhookData } from "../../webhooks/payloads";
import { webhookPayload } from "../../webhooks/record-webhook-event";

const doc = buildOpenApiDocument() as {
  webhooks: Record<string, { post: { requestBody: { content: { "application/json": { schema: unknown } } } } }>;
  components: unknown;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: "doc", components: doc.components }, "doc");

/** Checks one delivery body against its event's schema in the document. */
function expectValid(type: string, data: Record<string, unknown>) {
  const schema = doc.webhooks[type].post.requestBody.content["application/json"].schema as Record<string, unknown>;
  const validate = ajv.compile(rewrite(schema));
  const body = JSON.parse(JSON.stringify(webhookPayload(type, data)));
  expect(validate(body), `${type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** `#/components/…` references, resolved inside the added document. */
const rewrite = (schema: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));

const ws = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const post = {
  id: "2b7e9d10-5c4a-4e3f-9b8a-7d6c5e4f3a21",
  workspaceId: ws,
  mode: "live",
  groupId: null,
  title: null,
  caption: "Spring is here",
  platforms: ["bluesky"],
  status: "published" as const,
  scheduledAt: null,
  publishedAt: new Date(),
  mediaUrls: [],
  mediaType: null,
  mediaAltTexts: [],
  utm: { enabled: true, campaign: "spring" },
  notes: "check the link",
  connectedAccountId: "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
  createdAt: new Date(),
  platformResults: [],
  approvalState: "approved" as const,
  approvalRequestedStatus: "published" as const,
  approvalRequestedByUserId: null,
  approvalRequestedAt: new Date(),
  approvalDecidedByUserId: null,
  approvalDecidedAt: new Date(),
  approvalComment: null,
};
const result = { platform: "bluesky", success: true, error: null, remote_post_id: "at://x", remote_permalink: "https://bsky.app/x" };
const publishedPost = { ...post, platformResults: platformResultRows([result]) };
const idea = { id: post.id, title: "t", caption: null, tags: ["a"], mediaUrls: [], mediaType: null, notes: null, status: "todo" as const, position: 1.5 };
const account = {
  id: post.id,
  workspaceId: ws,
  platform: "bluesky",
  platformUsername: "ada.bsky.social",
  platformAccountId: "did:plc:ada",
  profileImageUrl: null,
  isConnected: true,
  requiresReauth: false,
  tokenExpiresAt: null,
  refreshTokenExpiresAt: null,
  tokenRefreshedAt: null,
  tokenError: null,
  tokenErrorAt: null,
  connectedAt: new Date(),
};

describe("the document's webhooks", () => {
  it("lists every event type an endpoint can receive, and the test event", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].sort());
  });

  it("describes the bodies the payload builders make", () => {
    expectValid("post.created", postWebhookData(post));
    expectValid("post.published", postWebhookData(publishedPost, { platform_results: [result] }));
    expectValid(
      "post.failed",
      postWebhookData(post, { platform_results: [{ ...result, success: false, error: "bluesky: refused" }], error: "bluesky: refused" }),
    );
    expectValid("post.approved", approvalWebhookData(post));
    expectValid("post.deleted", { ...postWebhookData(post), deleted_at: new Date().toISOString() });
    expectValid("idea.created", ideaWebhookData(ws, idea));
    expectValid("idea.moved", ideaWebhookData(ws, idea, { previous_status: "unassigned" }));
    expectValid("account.connected", accountConnectionData(account, { connected: true, reconnected: false }));
    expectValid("account.disconnected", accountConnectionData(account, { connected: false }));
    expectValid("account.requires_reauth", accountWebhookData(account, "token revoked"));
    const published = linkPagePublishedEvent({
      workspaceId: ws,
      id: post.id,
      slug: "ada",
      publicUrl: "https://postlane.example/l/ada",
      version: 2,
      publishedAt: new Date(),
    });
    expectValid("link_page.published", published.data as Record<string, unknown>);
    expectValid(WEBHOOK_TEST_EVENT, { workspace_id: ws, endpoint_id: post.id, message: "Test event from Postlane" });
  });

  it("refuses a body whose data lacks a field, or whose REST object lacks one", () => {
    const schema = rewrite(doc.webhooks["idea.created"].post.requestBody.content["application/json"].schema);
    const { id: _id, ...data } = ideaWebhookData(ws, idea);
    expect(ajv.compile(schema)(JSON.parse(JSON.stringify(webhookPayload("idea.created", data))))).toBe(false);
    const full = ideaWebhookData(ws, idea);
    const { mediaUrls: _urls, ...restIdea } = full.idea;
    expect(ajv.compile(schema)(JSON.parse(JSON.stringify(webhookPayload("idea.created", { ...full, idea: restIdea }))))).toBe(false);
  });

  it("carries the REST object and marks every flat field sent before as deprecated", () => {
    const data = doc.components as { schemas: Record<string, { properties: Record<string, { deprecated?: boolean; $ref?: string }> }> };
    const resources = { WebhookPostData: ["post", "Post"], WebhookIdeaData: ["idea", "Idea"], WebhookAccountData: ["account", "Account"] };
    for (const [component, [field, rest]] of Object.entries(resources)) {
      const properties = data.schemas[component].properties;
      expect(properties[field].$ref, component).toBe(`#/components/schemas/${rest}`);
      expect(properties[field].deprecated, component).toBeUndefined();
    }
    const deprecated = (component: string) =>
      Object.entries(data.schemas[component].properties)
        .filter(([, schema]) => schema.deprecated)
        .map(([name]) => name)
        .sort();
    expect(deprecated("WebhookIdeaData")).toEqual(["caption", "id", "media_type", "media_urls", "position", "status", "tags", "title"]);
    expect(deprecated("WebhookAccountData")).toEqual(["id", "is_connected", "platform", "requires_reauth", "username"]);
    expect(deprecated("WebhookPostData")).toContain("media_urls");
    // The REST post is the serializer's, with what the flat fields never carried (issue 35: alt texts, UTM, notes).
    const built = postWebhookData(post);
    expect(built.post).toMatchObject({
      media_alt_texts: [],
      utm: { enabled: true, campaign: "spring" },
      notes: "check the link",
      approval: { state: "approved" },
    });
    expect(accountConnectionData(account, { connected: true }).account.platform_username).toBe("ada.bsky.social");
  });
});

// Paths of link-in-bio pages: the pages, their blocks, publishing and page analytics.
import { LINK_ANALYTICS_PERIODS } from "../../schemas/links";
import { auth, blockIdParam, envelope, idParam, operation, ref, type Paths } from "./operation";

export function linkPaths(): Paths {
  return {
    "/links": {
      get: operation({
        summary: "List link-in-bio pages",
        scope: "links:read",
        description: "Newest first, each with its status, whether the draft has unpublished changes, its block count and all-time totals.",
        status: 200,
        response: envelope("links", { type: "array", items: ref("LinkPageSummary") }),
        errors: [...auth, 403],
      }),
      post: operation({
        summary: "Create a link-in-bio page",
        scope: "links:write",
        description:
          "A draft page, served at `/l/{slug}` once published. Slugs: 3–40 lowercase letters, digits and single hyphens, unique across the service, reserved words refused.",
        body: ref("CreateLinkPageRequest"),
        status: 201,
        response: envelope("link", ref("LinkPage")),
        errors: [400, ...auth, 403, 409, 413],
      }),
    },
    "/links/{id}": {
      get: operation({
        summary: "Get a link-in-bio page with its blocks",
        scope: "links:read",
        parameters: [idParam],
        status: 200,
        response: envelope("link", ref("LinkPage")),
        errors: [...auth, 403, 404],
      }),
      patch: operation({
        summary: "Update a link-in-bio page",
        scope: "links:write",
        description:
          "Fields change in the draft and reach visitors when published again; a new `slug` moves the live page at once. `status: draft` unpublishes.",
        parameters: [idParam],
        body: ref("UpdateLinkPageRequest"),
        status: 200,
        response: envelope("link", ref("LinkPage")),
        errors: [400, ...auth, 403, 404, 409, 413],
      }),
      delete: operation({
        summary: "Delete a link-in-bio page",
        scope: "links:write",
        parameters: [idParam],
        status: 200,
        response: ref("Deleted"),
        errors: [...auth, 403, 404],
      }),
    },
    "/links/{id}/blocks": {
      post: operation({
        summary: "Add a block",
        scope: "links:write",
        description: "Added to the draft at `position` (0 = first; beyond the end = last), else last. URLs must be http(s). At most 100 blocks.",
        parameters: [idParam],
        body: ref("CreateLinkBlockRequest"),
        status: 201,
        response: envelope("block", ref("LinkBlock")),
        errors: [400, ...auth, 403, 404, 413],
      }),
    },
    "/links/{id}/blocks/reorder": {
      post: operation({
        summary: "Reorder blocks",
        scope: "links:write",
        parameters: [idParam],
        body: ref("ReorderLinkBlocksRequest"),
        status: 200,
        response: envelope("blocks", { type: "array", items: ref("LinkBlock") }),
        errors: [400, ...auth, 403, 404, 413],
      }),
    },
    "/links/{id}/blocks/{blockId}": {
      patch: operation({
        summary: "Update a block",
        scope: "links:write",
        parameters: [idParam, blockIdParam],
        body: ref("UpdateLinkBlockRequest"),
        status: 200,
        response: envelope("block", ref("LinkBlock")),
        errors: [400, ...auth, 403, 404, 413],
      }),
      delete: operation({
        summary: "Delete a block",
        scope: "links:write",
        parameters: [idParam, blockIdParam],
        status: 200,
        response: ref("Deleted"),
        errors: [...auth, 403, 404],
      }),
    },
    "/links/{id}/publish": {
      post: operation({
        summary: "Publish a link-in-bio page",
        scope: "links:write",
        description:
          "Freezes the draft (with the connected accounts and latest posts of its social and posts blocks) as a new version, served at `publicUrl` from then on. A page without blocks is a 400.",
        parameters: [idParam],
        status: 200,
        response: envelope("link", ref("LinkPage")),
        errors: [400, ...auth, 403, 404],
      }),
    },
    "/links/{id}/analytics": {
      get: operation({
        summary: "Link-in-bio page analytics",
        scope: "links:read",
        description:
          "Views, unique visitors (a daily salted hash: no cookies, no addresses stored), clicks and click-through rate, per UTC day and per block, with referring domains.",
        parameters: [idParam, { name: "period", in: "query", required: false, schema: { type: "string", enum: [...LINK_ANALYTICS_PERIODS], default: "30d" } }],
        status: 200,
        response: ref("LinkAnalytics"),
        errors: [400, ...auth, 403, 404],
      }),
    },
  };
}

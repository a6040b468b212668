// Paths of link-in-bio pages: the pages, their blocks, publishing and page analytics.
import { LINK_ANALYTICS_PERIODS } from "../../schemas/links";
import { WHOLE_LIST_LIMITS } from "../../schemas/common";
import { auth, blockIdParam, envelope, idParam, operation, pageParameters, paged, PAGING_TEXT, ref, type Paths } from "./operation";

export function linkPaths(): Paths {
  return {
    "/links": {
      get: operation({
        id: "listLinkPages",
        summary: "List link-in-bio pages",
        scope: "links:read",
        description: `Newest first, each with its status, whether the draft has unpublished changes, its block count and all-time totals. ${PAGING_TEXT}`,
        parameters: pageParameters(WHOLE_LIST_LIMITS),
        status: 200,
        response: paged("links", ref("LinkPageSummary")),
        errors: [400, ...auth, 403],
      }),
      post: operation({
        id: "createLinkPage",
        summary: "Create a link-in-bio page",
        scope: "links:write",
        description:
          "A draft page, served at `/l/{slug}` once published. Slugs: 3–40 lowercase letters, digits and single hyphens, unique across the service, reserved words refused.",
        body: ref("CreateLinkPageRequest"),
        example: {
          slug: "acme-studio",
          title: "Acme Studio",
          bio: "Handmade ceramics from Lisbon",
          avatarUrl: "https://cdn.example.com/acme-avatar.png",
          theme: "sand",
          accentColor: "#c2410c",
        },
        status: 201,
        response: envelope("link", ref("LinkPage")),
        errors: [400, ...auth, 403, 409, 413],
      }),
    },
    "/links/{id}": {
      get: operation({
        id: "getLinkPage",
        summary: "Get a link-in-bio page with its blocks",
        scope: "links:read",
        parameters: [idParam],
        status: 200,
        response: envelope("link", ref("LinkPage")),
        errors: [...auth, 403, 404],
      }),
      patch: operation({
        id: "updateLinkPage",
        summary: "Update a link-in-bio page",
        scope: "links:write",
        description:
          "Fields change in the draft and reach visitors when published again; a new `slug` moves the live page at once. `status: draft` unpublishes.",
        parameters: [idParam],
        body: ref("UpdateLinkPageRequest"),
        example: { title: "Acme Studio: ceramics", bio: null, theme: "forest" },
        status: 200,
        response: envelope("link", ref("LinkPage")),
        errors: [400, ...auth, 403, 404, 409, 413],
      }),
      delete: operation({
        id: "deleteLinkPage",
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
        id: "addLinkBlock",
        summary: "Add a block",
        scope: "links:write",
        description: "Added to the draft at `position` (0 = first; beyond the end = last), else last. URLs must be http(s). At most 100 blocks.",
        parameters: [idParam],
        body: ref("CreateLinkBlockRequest"),
        example: {
          type: "link",
          label: "Shop the spring collection",
          url: "https://shop.example.com/spring",
          startsAt: "2027-03-01T00:00:00Z",
          endsAt: "2027-03-31T23:59:59Z",
          position: 0,
        },
        status: 201,
        response: envelope("block", ref("LinkBlock")),
        errors: [400, ...auth, 403, 404, 413],
      }),
    },
    "/links/{id}/blocks/reorder": {
      post: operation({
        id: "reorderLinkBlocks",
        summary: "Reorder blocks",
        scope: "links:write",
        parameters: [idParam],
        body: ref("ReorderLinkBlocksRequest"),
        example: { blockIds: ["0b6f3c2e-8d1a-4f5b-9c7e-2a4d6f8b0c1e", "5e2d9a71-3c4b-4d8e-a1f0-6b7c8d9e0f12", "9f8e7d6c-5b4a-4321-8fed-cba987654321"] },
        status: 200,
        response: envelope("blocks", { type: "array", items: ref("LinkBlock") }),
        errors: [400, ...auth, 403, 404, 413],
      }),
    },
    "/links/{id}/blocks/{blockId}": {
      patch: operation({
        id: "updateLinkBlock",
        summary: "Update a block",
        scope: "links:write",
        parameters: [idParam, blockIdParam],
        body: ref("UpdateLinkBlockRequest"),
        example: { label: "Shop the summer collection", url: "https://shop.example.com/summer", endsAt: null },
        status: 200,
        response: envelope("block", ref("LinkBlock")),
        errors: [400, ...auth, 403, 404, 413],
      }),
      delete: operation({
        id: "deleteLinkBlock",
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
        id: "publishLinkPage",
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
        id: "getLinkAnalytics",
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

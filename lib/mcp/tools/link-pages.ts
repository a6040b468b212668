// Link-in-bio pages (GET/POST /links, GET /links/{id}, POST /links/{id}/blocks, POST /links/{id}/publish,
// GET /links/{id}/analytics): the same services, so slugs, URLs and blocks are checked exactly as over REST.
import { z } from "zod";
import { createLinkPageRequest, LINK_ANALYTICS_PERIODS, LINK_BLOCK_TYPES } from "../../schemas/links";
import { addLinkBlock } from "../../services/links/add-link-block";
import { createLinkPage } from "../../services/links/create-link-page";
import { getLinkPage } from "../../services/links/get-link-page";
import { getLinkPageAnalytics } from "../../services/links/get-link-page-analytics";
import { listLinkPages } from "../../services/links/list-link-pages";
import { publishLinkPage } from "../../services/links/publish-link-page";
import { WHOLE_LIST_LIMITS } from "../../schemas/common";
import { ADDITIVE, defineTool, PUBLISHES, READ_ONLY } from "../define-tool";
import { pageArgs, pageFromArgs } from "../page-args";

const pageId = z.string().describe("The link page's id (uuid)");

export const linkPageTools = [
  defineTool({
    name: "list_link_pages",
    title: "List link-in-bio pages",
    description: "The workspace's link pages with their slug, status (draft/published), public URL and all-time totals.",
    operation: "listLinkPages",
    annotations: READ_ONLY,
    input: z.object(pageArgs(WHOLE_LIST_LIMITS)),
    run: async (args, { auth }) => {
      const { rows, nextCursor } = await listLinkPages({ workspaceId: auth.workspaceId, actor: auth.actor, page: pageFromArgs(WHOLE_LIST_LIMITS, args) });
      return { links: rows, nextCursor };
    },
  }),
  defineTool({
    name: "get_link_page",
    title: "Get a link page",
    description: "A link page with its draft blocks in order, and whether the draft has unpublished changes.",
    operation: "getLinkPage",
    annotations: READ_ONLY,
    input: z.object({ id: pageId }),
    run: async ({ id }, { auth }) => ({ link: await getLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }) }),
  }),
  defineTool({
    name: "create_link_page",
    title: "Create a link page",
    description: "A new draft page at /l/{slug}; nothing is public until publish_link_page.",
    operation: "createLinkPage",
    annotations: ADDITIVE,
    input: createLinkPageRequest,
    run: async (args, { auth }) => ({ link: await createLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input: args }) }),
  }),
  defineTool({
    name: "add_link_block",
    title: "Add a block to a link page",
    description:
      "Adds a block to the draft (at `position`, else last). link: label, url; header/text: text; social: accountIds; " +
      "posts: count, postLinks; embed: url (YouTube or Spotify).",
    operation: "addLinkBlock",
    annotations: ADDITIVE,
    input: z.object({
      id: pageId,
      // Every field a block type takes, described; loose, so the service checks them and answers as REST does.
      block: z
        .looseObject({
          type: z.enum(LINK_BLOCK_TYPES).describe("link, header, text, social, posts or embed; decides which fields below apply"),
          position: z.number().int().min(0).optional().describe("0-based place on the page; omitted: after the last block"),
          label: z.string().optional().describe("link: the button's text, 1 to 100 characters (required for link)"),
          url: z.string().optional().describe("link: https URL the button opens (required); embed: a YouTube video or Spotify URL (required)"),
          thumbnailUrl: z.string().nullable().optional().describe("link: https image beside the label; omitted: none"),
          startsAt: z.string().nullable().optional().describe("link: ISO 8601 instant before which the button is hidden; omitted: shown at once"),
          endsAt: z.string().nullable().optional().describe("link: ISO 8601 instant after which the button is hidden; omitted: never hidden"),
          text: z.string().optional().describe("header: the heading, 1 to 100 characters; text: a paragraph, 1 to 1000 characters (required for both)"),
          accountIds: z
            .array(z.string())
            .nullable()
            .optional()
            .describe("social: up to 20 account ids whose profiles are linked; omitted: every connected account"),
          count: z.number().int().optional().describe("posts: how many recent published posts to show, 1 to 12; omitted: 6"),
          postLinks: z.record(z.string(), z.string()).optional().describe("posts: post id → https URL a post's card opens; omitted: the post on its network"),
        })
        .describe("The block: its type and that type's fields"),
    }),
    run: async ({ id, block }, { auth }) => ({ block: await addLinkBlock({ workspaceId: auth.workspaceId, actor: auth.actor, input: { pageId: id, block } }) }),
  }),
  defineTool({
    name: "publish_link_page",
    title: "Publish a link page",
    description: "Freezes the draft as a new version and serves it publicly at its URL.",
    operation: "publishLinkPage",
    annotations: PUBLISHES,
    input: z.object({ id: pageId }),
    run: async ({ id }, { auth }) => ({ link: await publishLinkPage({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }) }),
  }),
  defineTool({
    name: "get_link_analytics",
    title: "Link page analytics",
    description: "Views, unique visitors, clicks and click-through rate, per day and per block, over a period.",
    operation: "getLinkAnalytics",
    annotations: READ_ONLY,
    input: z.object({ id: pageId, period: z.enum(LINK_ANALYTICS_PERIODS).optional().describe("7d, 30d (default), 90d or all") }),
    run: async ({ id, period }, { auth }) =>
      getLinkPageAnalytics({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, query: period ? { period } : {} } }),
  }),
];

// Link-in-bio pages (issue 14): page and block inputs, their API shapes and the analytics result. The v1
// contract names the endpoints' scopes and leaves the fields to us; these schemas are that definition (and
// the OpenAPI source).
import { z } from "zod";
import { embedTarget } from "../links/embed-url";
import { RESERVED_SLUGS } from "../links/reserved-slugs";
import { LINK_THEME_IDS } from "../links/themes";
import { isoDateTime, text, timestampOut, urlOut, uuidOut } from "./common";

export const LINK_BLOCK_TYPES = ["link", "header", "text", "social", "posts", "embed"] as const;
export type LinkBlockType = (typeof LINK_BLOCK_TYPES)[number];
export const MAX_BLOCKS_PER_PAGE = 100;
export const LINK_ANALYTICS_PERIODS = ["7d", "30d", "90d", "all"] as const;
export type LinkAnalyticsPeriod = (typeof LINK_ANALYTICS_PERIODS)[number];

/** http(s) only: `javascript:`, `data:` and friends would run or smuggle content from the public page. */
export const webUrl = z
  .string({ error: "must be a string" })
  .max(2048, { error: "must be at most 2048 characters" })
  .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }));

export const SLUG_RULE = "3 to 40 characters: lowercase letters, digits and single hyphens, starting and ending with a letter or digit";
/** Lower-cased, then checked: the public address /l/{slug}. Uniqueness is checked by the services (409). */
export const linkSlug = z
  .string({ error: "must be a string" })
  .transform((s) => s.trim().toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/, { error: `must be ${SLUG_RULE}` })
      .refine((s) => !RESERVED_SLUGS.has(s), { error: "is reserved; choose another" }),
  );

export const linkTheme = z.enum(LINK_THEME_IDS, { error: `must be one of ${LINK_THEME_IDS.join(", ")}` });
export const accentColor = z
  .string({ error: "must be a string" })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "must be a #rrggbb colour" })
  .transform((s) => s.toLowerCase());

const pageFields = {
  title: text(100).min(1, { error: "must not be empty" }),
  bio: text(300).nullable(),
  avatarUrl: webUrl.nullable(),
  theme: linkTheme,
  accentColor: accentColor.nullable(),
};

export const createLinkPageRequest = z
  .strictObject({
    // Described for a reader without the reference (an assistant): limits, and what leaving a field out does.
    slug: linkSlug.meta({ description: `The page's address, /l/{slug}: ${SLUG_RULE}; lower-cased; must be free (409 otherwise).` }),
    title: pageFields.title.meta({ description: "The page's heading, 1 to 100 characters." }),
    bio: pageFields.bio.optional().meta({ description: "A line under the heading, at most 300 characters; omitted or null: none." }),
    avatarUrl: pageFields.avatarUrl.optional().meta({ description: "An https image URL shown above the heading; omitted or null: none." }),
    theme: pageFields.theme.optional().meta({ description: `One of ${LINK_THEME_IDS.join(", ")}; omitted: light.` }),
    accentColor: pageFields.accentColor.optional().meta({ description: "Buttons' colour as #rrggbb; omitted or null: the theme's own." }),
  })
  .meta({
    id: "CreateLinkPageRequest",
    description: "A new draft page. `slug` is lower-cased; unknown fields are a 400; a slug in use is a 409.",
  });

export const updateLinkPageRequest = z
  .strictObject({
    slug: linkSlug.optional(),
    title: pageFields.title.optional(),
    bio: pageFields.bio.optional(),
    avatarUrl: pageFields.avatarUrl.optional(),
    theme: pageFields.theme.optional(),
    accentColor: pageFields.accentColor.optional(),
    status: z.literal("draft", { error: "can only be set to draft (unpublish); publish with POST /links/{id}/publish" }).optional(),
  })
  .meta({
    id: "UpdateLinkPageRequest",
    description:
      "Only sent fields change (null clears bio, avatarUrl, accentColor). Changes stay in the draft until published; `status: draft` takes the public page down.",
  });

// ── blocks: one object of fields per type, stored as the block's `data` ──

const label = text(100).min(1, { error: "must not be empty" });
export const linkBlockFields = {
  link: z.strictObject({
    label,
    url: webUrl,
    thumbnailUrl: webUrl.nullable().optional(),
    startsAt: isoDateTime.nullable().optional(),
    endsAt: isoDateTime.nullable().optional(),
  }),
  header: z.strictObject({ text: label }),
  text: z.strictObject({ text: text(1000).min(1, { error: "must not be empty" }) }),
  social: z.strictObject({
    accountIds: z
      .array(z.uuid({ error: "must be an account id" }))
      .max(20, { error: "must have at most 20 entries" })
      .nullable()
      .optional(),
  }),
  posts: z.strictObject({
    count: z
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be from 1 to 12" })
      .max(12, { error: "must be from 1 to 12" })
      .optional(),
    postLinks: z.record(z.uuid({ error: "keys must be post ids" }), webUrl).optional(),
  }),
  embed: z.strictObject({
    url: webUrl.refine((u) => embedTarget(u) !== null, { error: "must be a YouTube video or a Spotify track, album, playlist, episode, show or artist URL" }),
  }),
} as const satisfies Record<LinkBlockType, z.ZodType>;

/** Rules across fields of a block, checked after a create or a merged patch. */
export function blockDataProblem(type: LinkBlockType, data: Record<string, unknown>): string | null {
  if (type === "link" && typeof data.startsAt === "string" && typeof data.endsAt === "string" && Date.parse(data.endsAt) <= Date.parse(data.startsAt)) {
    return "endsAt: must be after startsAt";
  }
  if (type === "posts" && data.postLinks && Object.keys(data.postLinks as object).length > 50) return "postLinks: must have at most 50 entries";
  return null;
}

const position = z.number({ error: "must be a number" }).int({ error: "must be a whole number" }).min(0, { error: "must be 0 or more" }).optional();
export const createLinkBlockRequest = z
  .discriminatedUnion(
    "type",
    LINK_BLOCK_TYPES.map((type) => linkBlockFields[type].extend({ type: z.literal(type), position })) as unknown as [
      z.ZodObject<{ type: z.ZodLiteral<"link"> }>,
      ...z.ZodObject<{ type: z.ZodLiteral<LinkBlockType> }>[],
    ],
    { error: `must be one of ${LINK_BLOCK_TYPES.join(", ")}` },
  )
  .meta({
    id: "CreateLinkBlockRequest",
    description:
      "`type` and that type's fields. `position` (0 = first) is optional: without it the block goes last. " +
      "link: label, url (http(s)), thumbnailUrl, startsAt/endsAt (shown only within the window). header: text. text: text. " +
      "social: accountIds (default: every connected account). posts: count (1–12, default 6), postLinks (post id → URL each tile opens). embed: url (YouTube or Spotify).",
  });

/** @public In the OpenAPI document by its id (lib/api/openapi.ts reads the zod registry), not imported. */
export const updateLinkBlockRequest = z.record(z.string(), z.unknown()).meta({
  id: "UpdateLinkBlockRequest",
  description: "Fields of the block's own type (its `type` cannot change); only sent fields change, null clears an optional field.",
});

export const reorderLinkBlocksRequest = z
  .strictObject({ blockIds: z.array(z.uuid({ error: "must be block ids" }), { error: "must be a list of block ids" }).max(MAX_BLOCKS_PER_PAGE) })
  .meta({ id: "ReorderLinkBlocksRequest", description: "Every block id of the page, exactly once, in the new order." });

// ── responses ──

export const linkBlockResponse = z
  .object({
    id: z.uuid(),
    type: z.enum(LINK_BLOCK_TYPES),
    position: z.number().int(),
    label: z.string().optional(),
    url: z.string().optional().meta({ description: "The address as entered; it may hold non-ASCII characters (an IRI)." }),
    thumbnailUrl: z.string().nullable().optional(),
    startsAt: timestampOut.nullable().optional(),
    endsAt: timestampOut.nullable().optional(),
    text: z.string().optional(),
    accountIds: z.array(z.string()).nullable().optional(),
    count: z.number().int().optional(),
    postLinks: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: "LinkBlock", description: "`id`, `type`, `position` and the fields of that type." });
export type LinkBlockResponse = z.infer<typeof linkBlockResponse>;

const linkTotals = z.object({ views: z.number().int(), uniqueVisitors: z.number().int(), clicks: z.number().int() });

const linkPageBase = {
  id: z.uuid(),
  slug: z.string(),
  publicUrl: urlOut,
  title: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  theme: linkTheme,
  accentColor: z.string().nullable(),
  status: z.enum(["draft", "published"]),
  hasUnpublishedChanges: z.boolean(),
  publishedVersion: z.number().int().nullable(),
  publishedAt: timestampOut.nullable(),
  createdAt: timestampOut,
  updatedAt: timestampOut,
};

export const linkPageSummary = z
  .object({ ...linkPageBase, blockCount: z.number().int(), totals: linkTotals.meta({ description: "All time" }) })
  .meta({ id: "LinkPageSummary" });
export const linkPageResponse = z.object({ ...linkPageBase, blocks: z.array(linkBlockResponse) }).meta({ id: "LinkPage" });
export type LinkPageResponse = z.infer<typeof linkPageResponse>;
export type LinkPageSummary = z.infer<typeof linkPageSummary>;

export const linkAnalyticsQuery = z.object({
  period: z.enum(LINK_ANALYTICS_PERIODS, { error: `must be one of ${LINK_ANALYTICS_PERIODS.join(", ")}` }).default("30d"),
});

export const linkAnalyticsResult = z
  .object({
    period: z.enum(LINK_ANALYTICS_PERIODS),
    from: z.string().meta({ description: "First UTC day (YYYY-MM-DD)" }),
    to: z.string().meta({ description: "Last UTC day (today)" }),
    totals: linkTotals.extend({ clickThroughRate: z.number().nullable().meta({ description: "clicks / views; null without views" }) }),
    days: z.array(z.object({ date: z.string(), views: z.number().int(), uniqueVisitors: z.number().int(), clicks: z.number().int() })),
    blocks: z.array(
      z.object({
        blockId: uuidOut,
        type: z.string().nullable().meta({ description: "null for a block deleted since" }),
        label: z.string().nullable(),
        clicks: z.number().int(),
        clickThroughRate: z.number().nullable(),
        days: z.array(z.object({ date: z.string(), clicks: z.number().int() })),
      }),
    ),
    referrers: z.array(z.object({ domain: z.string(), views: z.number().int() })),
  })
  .meta({ id: "LinkAnalytics", description: "Unique visitors are counted per day (the hash salt changes daily); over a period they are the sum of the days." });
export type LinkAnalyticsResult = z.infer<typeof linkAnalyticsResult>;

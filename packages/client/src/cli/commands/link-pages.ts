// postlane links get | update | delete | publish | analytics: one link-in-bio page (GET/PATCH/DELETE /links/{id},
// POST /links/{id}/publish, GET /links/{id}/analytics). Its blocks: link-blocks.ts.
import { unwrap, type Schema } from "../../client.js";
import { stringValue, UsageError, type Command } from "../command.js";
import { printRecord, printTable } from "../output.js";

type LinkPage = Schema<"LinkPage">;

export const showLinkPage = (link: LinkPage) =>
  printRecord({
    id: link.id,
    slug: link.slug,
    title: link.title,
    status: link.hasUnpublishedChanges && link.status === "published" ? "published (unpublished changes)" : link.status,
    blocks: link.blocks.length,
    url: link.publicUrl,
  });

export const linkPageCommands: Command[] = [
  {
    group: "links",
    action: "get",
    summary: "Show a link page with its blocks (the draft)",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const { link } = await unwrap(client.GET("/links/{id}", { params: { path: { id: args[0] } } }));
      print({ link }, () => {
        showLinkPage(link);
        printTable(link.blocks, { id: (b) => b.id, type: (b) => b.type, label: (b) => b.label ?? b.text ?? "", url: (b) => b.url }, "blocks");
      });
    },
  },
  {
    group: "links",
    action: "update",
    summary: "Change a link page's draft: only the fields given (publish to make them live)",
    args: ["<id>"],
    options: {
      slug: { type: "string", valueName: "slug", description: "A new address /l/<slug>." },
      title: { type: "string", short: "t", valueName: "text", description: "A new heading." },
      bio: { type: "string", valueName: "text", description: 'A new line under the heading; "" clears it.' },
      theme: { type: "string", valueName: "theme", description: "light, dark, sand, forest, ocean or rose." },
      unpublish: { type: "boolean", description: "Take the public page down (back to draft)." },
    },
    run: async ({ client, args, values, print }) => {
      const bio = stringValue(values, "bio");
      const slug = stringValue(values, "slug");
      const title = stringValue(values, "title");
      const theme = stringValue(values, "theme");
      const body: Schema<"UpdateLinkPageRequest"> = {
        ...(slug !== undefined ? { slug } : {}),
        ...(title !== undefined ? { title } : {}),
        ...(bio !== undefined ? { bio: bio === "" ? null : bio } : {}),
        ...(theme !== undefined ? { theme: theme as never } : {}),
        ...(values.unpublish ? { status: "draft" as const } : {}),
      };
      if (Object.keys(body).length === 0) throw new UsageError("Nothing to change: give --slug, --title, --bio, --theme or --unpublish");
      const { link } = await unwrap(client.PATCH("/links/{id}", { params: { path: { id: args[0] } }, body }));
      print({ link }, () => showLinkPage(link));
    },
  },
  {
    group: "links",
    action: "delete",
    summary: "Delete a link page (its public address stops answering)",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.DELETE("/links/{id}", { params: { path: { id: args[0] } } }));
      print(result, () => console.log(`Deleted link page ${args[0]}.`));
    },
  },
  {
    group: "links",
    action: "publish",
    summary: "Publish a link page's draft (a new version goes live)",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const { link } = await unwrap(client.POST("/links/{id}/publish", { params: { path: { id: args[0] } } }));
      print({ link }, () => showLinkPage(link));
    },
  },
  {
    group: "links",
    action: "analytics",
    summary: "A link page's views and clicks, per block",
    args: ["<id>"],
    options: { period: { type: "string", valueName: "period", description: "7d, 30d, 90d or all. Default: 30d." } },
    run: async ({ client, args, values, print }) => {
      const period = stringValue(values, "period") as "7d" | "30d" | "90d" | "all" | undefined;
      const answer = await unwrap(client.GET("/links/{id}/analytics", { params: { path: { id: args[0] }, query: period ? { period } : {} } }));
      print(answer, () => console.log(JSON.stringify(answer, null, 2)));
    },
  },
];

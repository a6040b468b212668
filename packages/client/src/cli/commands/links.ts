// postlane links list | create
import { unwrap } from "../../client.js";
import { stringValue, UsageError, type Command } from "../command.js";
import { printRecord, printTable } from "../output.js";
import { pageOptions, readList } from "../paging.js";

export const linkCommands: Command[] = [
  {
    group: "links",
    action: "list",
    summary: "List link-in-bio pages with their totals",
    options: pageOptions("link pages", { defaultValue: 200, max: 200 }),
    run: async ({ client, values, print, note }) => {
      const answer = await readList(values, note, (query) => unwrap(client.GET("/links", { params: { query } })), "links");
      const links = answer.links;
      print(answer, () =>
        printTable(
          links,
          {
            id: (l) => l.id,
            status: (l) => (l.hasUnpublishedChanges && l.status === "published" ? "published*" : l.status),
            blocks: (l) => l.blockCount,
            views: (l) => l.totals.views,
            clicks: (l) => l.totals.clicks,
            url: (l) => l.publicUrl,
          },
          "link pages",
        ),
      );
    },
  },
  {
    group: "links",
    action: "create",
    summary: "Create a draft link-in-bio page (add blocks and publish it in the app or through the API)",
    options: {
      slug: { type: "string", valueName: "slug", description: "The page's address /l/<slug>: 3 to 40 lowercase letters, digits and single hyphens." },
      title: { type: "string", short: "t", valueName: "text", description: "The page's heading (1 to 100 characters)." },
      bio: { type: "string", valueName: "text", description: "A line under the heading (at most 300 characters). Default: none." },
      theme: { type: "string", valueName: "theme", description: "The page's theme. Default: light." },
    },
    run: async ({ client, values, print }) => {
      const slug = stringValue(values, "slug");
      const title = stringValue(values, "title");
      if (!slug || !title) throw new UsageError("links create needs --slug and --title");
      const bio = stringValue(values, "bio");
      const theme = stringValue(values, "theme");
      const { link } = await unwrap(
        client.POST("/links", { body: { slug, title, ...(bio !== undefined ? { bio } : {}), ...(theme ? { theme: theme as never } : {}) } }),
      );
      print({ link }, () => printRecord({ id: link.id, slug: link.slug, status: link.status, url: link.publicUrl }));
    },
  },
];

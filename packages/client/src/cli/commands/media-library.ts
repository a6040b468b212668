// postlane media list | show | delete: the workspace's media library (GET /media, GET /media/{id}, DELETE /media/{id}).
import { unwrap } from "../../client.js";
import { integerValue, stringValue, type Command } from "../command.js";
import { localTime, printRecord, printTable } from "../output.js";
import { formatBytes } from "../progress.js";

export const mediaLibraryCommands: Command[] = [
  {
    group: "media",
    action: "list",
    summary: "List the media library, newest first, with the storage total",
    options: {
      search: { type: "string", valueName: "words", description: "Words to find in file names or tags." },
      kind: { type: "string", valueName: "kind", description: "image or video." },
      limit: { type: "string", valueName: "n", description: "At most this many files (default 50, at most 200)." },
      cursor: { type: "string", valueName: "cursor", description: "The next page: the cursor printed under the previous one." },
    },
    examples: ["postlane media list --search spring --kind image"],
    run: async ({ client, values, print, note }) => {
      const limit = integerValue(values, "limit");
      const query = {
        q: stringValue(values, "search"),
        kind: stringValue(values, "kind") as "image" | "video" | undefined,
        limit,
        cursor: stringValue(values, "cursor"),
      };
      const page = await unwrap(client.GET("/media", { params: { query } }));
      print(page, () => {
        printTable(
          page.media,
          { id: (m) => m.id, kind: (m) => m.kind, size: (m) => formatBytes(m.sizeBytes), posts: (m) => m.usedBy.posts, name: (m) => m.name },
          "files",
        );
        note(`${page.storage.files} files, ${formatBytes(page.storage.bytes)} in the library.`);
        if (page.nextCursor) note(`More: --cursor ${page.nextCursor}`);
      });
    },
  },
  {
    group: "media",
    action: "show",
    summary: "One library file and the posts that use it",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.GET("/media/{id}", { params: { path: { id: args[0] } } }));
      print(result, () =>
        printRecord({
          name: result.media.name,
          url: result.media.url,
          size: formatBytes(result.media.sizeBytes),
          uploaded: localTime(result.media.createdAt),
          tags: result.media.tags.join(", "),
          posts: result.posts.map((p) => `${p.id} (${p.status})`).join(", ") || "none",
        }),
      );
    },
  },
  {
    group: "media",
    action: "delete",
    summary: "Delete a library file (refused while a scheduled post uses it)",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.DELETE("/media/{id}", { params: { path: { id: args[0] } } }));
      print(result, () => console.log(`Deleted media ${args[0]}.`));
    },
  },
];

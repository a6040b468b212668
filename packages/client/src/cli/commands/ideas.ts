// postlane ideas list | create | update | delete
import { unwrap, type Schema } from "../../client.js";
import { stringList, stringValue, UsageError, type Command, type OptionSpec, type OptionValues } from "../command.js";
import { printRecord, printTable } from "../output.js";
import { pageOptions, readList } from "../paging.js";

const IDEA_STATUSES = ["unassigned", "todo", "in_progress", "done"] as const;

/** The fields of an idea, for `create` and `update` (POST and PATCH /ideas take the same IdeaInput). */
const ideaOptions: Record<string, OptionSpec> = {
  title: { type: "string", short: "t", valueName: "text", description: "The idea's title (at most 500 characters)." },
  caption: { type: "string", short: "c", valueName: "text", description: "A draft caption for the post it becomes." },
  tag: { type: "string", multiple: true, valueName: "tag", description: "A tag; repeat for several (at most 50)." },
  media: { type: "string", multiple: true, short: "m", valueName: "url", description: "A media URL; repeat for several." },
  notes: {
    type: "string",
    short: "n",
    valueName: "text",
    description: "Notes for the team (at most 5,000 characters), never published; the post made from the idea starts with them.",
  },
  status: { type: "string", valueName: "column", description: `Board column: ${IDEA_STATUSES.join(", ")}. Default: unassigned (create), unchanged (update).` },
};

/** The IdeaInput the flags describe: only the fields given. */
function ideaInput(values: OptionValues): Schema<"IdeaInput"> {
  const tags = stringList(values, "tag");
  const media = stringList(values, "media");
  return {
    ...(stringValue(values, "title") !== undefined ? { title: stringValue(values, "title") } : {}),
    ...(stringValue(values, "caption") !== undefined ? { caption: stringValue(values, "caption") } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(media.length > 0 ? { mediaUrls: media } : {}),
    ...(stringValue(values, "notes") !== undefined ? { notes: stringValue(values, "notes") } : {}),
    ...(stringValue(values, "status") ? { status: stringValue(values, "status") as (typeof IDEA_STATUSES)[number] } : {}),
  };
}

export const ideaCommands: Command[] = [
  {
    group: "ideas",
    action: "list",
    summary: "List the idea backlog, by board column then position",
    options: pageOptions("ideas", { defaultValue: 200, max: 200 }),
    run: async ({ client, values, print, note }) => {
      const answer = await readList(values, note, (query) => unwrap(client.GET("/ideas", { params: { query } })), "ideas");
      const ideas = answer.ideas;
      print(answer, () =>
        printTable(ideas, { id: (i) => i.id, status: (i) => i.status, tags: (i) => i.tags.join(","), title: (i) => i.title ?? i.caption }, "ideas"),
      );
    },
  },
  {
    group: "ideas",
    action: "create",
    summary: "Add an idea to the backlog",
    options: ideaOptions,
    run: async ({ client, values, print }) => {
      const { idea } = await unwrap(client.POST("/ideas", { body: ideaInput(values) }));
      print({ idea }, () => printRecord({ id: idea.id, status: idea.status, title: idea.title, tags: idea.tags.join(", ") }));
    },
  },
  {
    group: "ideas",
    action: "update",
    summary: "Change an idea: only the fields given (--tag and --media replace the lists)",
    args: ["<id>"],
    options: ideaOptions,
    examples: ["postlane ideas update <id> --status in_progress --tag spring"],
    run: async ({ client, args, values, print }) => {
      const body = ideaInput(values);
      if (Object.keys(body).length === 0) throw new UsageError("Give at least one field to change (see --help)");
      const { idea } = await unwrap(client.PATCH("/ideas/{id}", { params: { path: { id: args[0] } }, body }));
      print({ idea }, () => printRecord({ id: idea.id, status: idea.status, title: idea.title, tags: idea.tags.join(", ") }));
    },
  },
  {
    group: "ideas",
    action: "delete",
    summary: "Delete an idea from the backlog",
    args: ["<id>"],
    run: async ({ client, args, print }) => {
      const result = await unwrap(client.DELETE("/ideas/{id}", { params: { path: { id: args[0] } } }));
      print(result, () => console.log(`Deleted idea ${args[0]}.`));
    },
  },
];

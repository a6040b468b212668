// postlane workspace list | show | rename | utm: the key's own workspace, its name and colour, and its UTM tags setting
// (GET and PATCH /workspaces/{id}).
import { unwrap, type PostlaneClient, type Schema } from "../../client.js";
import { stringValue, UsageError, type Command } from "../command.js";
import { printRecord, printTable } from "../output.js";

type Workspace = Schema<"WorkspaceDetail">;

const showWorkspace = (workspace: Workspace) =>
  printRecord({
    id: workspace.id,
    name: workspace.name,
    role: workspace.role,
    colour: workspace.color ?? "none",
    "utm tags": workspace.utm.enabled ? `on, campaign ${workspace.utm.campaign}` : "off",
    ...(workspace.utm.enabled ? {} : { "kept campaign": workspace.utm.campaign }),
  });

/** The id of the workspace the key acts in: the one GET /workspaces marks active. */
async function activeWorkspaceId(client: PostlaneClient): Promise<string> {
  const { workspaces } = await unwrap(client.GET("/workspaces"));
  const active = workspaces.find((w) => w.active);
  if (!active) throw new Error("The API named no active workspace for this key");
  return active.id;
}

export const workspaceCommands: Command[] = [
  {
    group: "workspace",
    action: "list",
    summary: "List the key creator's workspaces (the key acts in the one marked active) and the key's mode",
    run: async ({ client, print }) => {
      const answer = await unwrap(client.GET("/workspaces"));
      print(answer, () => {
        printTable(answer.workspaces, { id: (w) => w.id, name: (w) => w.name, role: (w) => w.role, active: (w) => (w.active ? "yes" : "") }, "workspaces");
        console.log(`\nKey mode: ${answer.mode}`);
      });
    },
  },
  {
    group: "workspace",
    action: "show",
    summary: "Show the workspace this key acts in and its UTM tags setting",
    run: async ({ client, print }) => {
      const id = await activeWorkspaceId(client);
      const { workspace } = await unwrap(client.GET("/workspaces/{id}", { params: { path: { id } } }));
      print({ workspace }, () => showWorkspace(workspace));
    },
  },
  {
    group: "workspace",
    action: "rename",
    summary: "Rename the workspace (an agency names it after its client) or set its colour (owner or admin)",
    args: ["<name>"],
    options: {
      color: { type: "string", valueName: "#rrggbb", description: 'The client colour shown in the web app\'s switcher; "none" clears it. Default: unchanged.' },
    },
    examples: ['postlane workspace rename "Acme Bakery" --color "#d97706"'],
    run: async ({ client, args, values, print }) => {
      const [name] = args;
      if (!name) throw new UsageError("Give the new name: postlane workspace rename <name>");
      const color = stringValue(values, "color");
      const body: Schema<"UpdateWorkspaceRequest"> = { name, ...(color === undefined ? {} : { color: color === "none" ? null : color }) };
      const id = await activeWorkspaceId(client);
      const { workspace } = await unwrap(client.PATCH("/workspaces/{id}", { params: { path: { id } }, body }));
      print({ workspace }, () => showWorkspace(workspace));
    },
  },
  {
    group: "workspace",
    action: "utm",
    summary: "Turn the workspace's UTM tags on or off, or change their campaign (manager or above)",
    options: {
      on: { type: "boolean", description: "Tag links from now on (needs --campaign unless one is already set)." },
      off: { type: "boolean", description: "Leave links as written; the campaign is kept for next time." },
      campaign: { type: "string", valueName: "name", description: "utm_campaign, at most 100 characters. Default: unchanged." },
    },
    examples: ["postlane workspace utm --on --campaign spring-sale", "postlane workspace utm --off"],
    run: async ({ client, values, print }) => {
      if (values.on && values.off) throw new UsageError("Choose --on or --off, not both");
      const campaign = stringValue(values, "campaign");
      const utm: NonNullable<Schema<"UpdateWorkspaceRequest">["utm"]> = {
        ...(values.on ? { enabled: true } : values.off ? { enabled: false } : {}),
        ...(campaign !== undefined ? { campaign } : {}),
      };
      if (Object.keys(utm).length === 0) throw new UsageError("Nothing to change: give --on, --off or --campaign");
      const id = await activeWorkspaceId(client);
      const { workspace } = await unwrap(client.PATCH("/workspaces/{id}", { params: { path: { id } }, body: { utm } }));
      print({ workspace }, () => showWorkspace(workspace));
    },
  },
];

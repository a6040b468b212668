// The operator's commands as data: one zod schema per command, with the flags as the command line spells them.
// Apart from the runner (admin-commands.ts, which loads the services), so that the CLI can check a command
// line, and hand it to the running app, without loading the services and the database (scripts/cli.ts).
import { z } from "zod";
import { workspaceRole } from "../auth/roles";

const workspaceId = z.uuid({ error: "--workspace must be a workspace id (UUID)" });
const required = (flag: string) => ({ error: `--${flag} is required` });

export const adminCommand = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("user create"),
    options: z.object({ email: z.string(required("email")), password: z.string(required("password")), name: z.string().optional() }),
  }),
  // The operator vouches for an address (operator rights need a verified one).
  z.object({ command: z.literal("user verify"), options: z.object({ email: z.string(required("email")) }) }),
  // A reset link shown once to the operator (the way to recover an account without SMTP).
  z.object({ command: z.literal("user reset-link"), options: z.object({ email: z.string(required("email")) }) }),
  z.object({ command: z.literal("workspace create"), options: z.object({ name: z.string(required("name")), owner: z.string(required("owner")) }) }),
  z.object({ command: z.literal("member add"), options: z.object({ workspace: workspaceId, email: z.string(required("email")), role: workspaceRole }) }),
  z.object({
    command: z.literal("key create"),
    options: z.object({
      workspace: workspaceId,
      user: z.string(required("user")),
      scopes: z.string(required("scopes")),
      mode: z.enum(["live", "test"], { error: "--mode must be live or test" }),
      name: z.string().optional(),
      "expires-at": z.string().optional(),
      "drafts-only": z.boolean().optional(),
    }),
  }),
  z.object({ command: z.literal("key revoke"), options: z.object({ id: z.string({ error: "the key id is required: key revoke <id>" }) }) }),
  z.object({
    command: z.literal("account add"),
    options: z.object({
      workspace: workspaceId,
      platform: z.string(required("platform")),
      username: z.string(required("username")),
      sandbox: z.boolean().default(false),
    }),
  }),
  z.object({
    command: z.literal("quota set"),
    options: z.object({
      workspace: workspaceId,
      "monthly-posts": z.coerce.number({ error: "--monthly-posts must be a number" }).int().nonnegative(),
    }),
  }),
  // The workspace's scheduled analytics report, now (a client asks for it again, or the operator checks mail).
  z.object({ command: z.literal("report send"), options: z.object({ workspace: workspaceId }) }),
  // Read-only: the same summary as the operator's /admin page. While the app runs it answers (its uptime).
  z.object({ command: z.literal("status"), options: z.object({}) }),
]);

export type AdminCommand = z.infer<typeof adminCommand>;
export const ADMIN_COMMAND_NAMES = adminCommand.options.map((o) => o.shape.command.value);

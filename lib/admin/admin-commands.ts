// The operator's commands (npm run cli), run: each command (its schema: admin-command-schema.ts) calls the
// services as the system actor. The CLI runs them in its own process, or, while the app owns the embedded
// database, sends them to the app's admin route, which runs this same code.
import { API_SCOPES } from "../auth/scopes";
import { BadRequestError, NotFoundError } from "../errors";
import { adminCommand, type AdminCommand } from "./admin-command-schema";
import { systemActor } from "../services/actor";
import { createUser } from "../services/users/create-user";
import { findUserByEmail } from "../services/users/find-user-by-email";
import { markEmailVerified } from "../services/users/mark-email-verified";
import { issueResetLink } from "../services/passwords/issue-reset-link";
import { createWorkspace } from "../services/workspaces/create-workspace";
import { addMember } from "../services/workspaces/add-member";
import { createApiKey } from "../services/api-keys/create-api-key";
import { revokeApiKey } from "../services/api-keys/revoke-api-key";
import { serializeAccount } from "../serializers/serialize-account";
import { addSocialAccount } from "../services/accounts/add-social-account";
import { setMonthlyQuota } from "../services/quota/set-monthly-quota";
import { getInstanceStatus } from "../services/operations/get-instance-status";
import { sendReportNow } from "../services/reports/send-due-reports";
import type { CreateApiKeyInput } from "../schemas/api-keys";
import type { AddSocialAccountInput } from "../schemas/accounts";

function parseScopes(list: string): string[] {
  return list.trim() === "all"
    ? [...API_SCOPES]
    : list
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
}

/** Problems phrased as the command line spells them: `--mode: must be live or test`. */
function parseCommand(raw: unknown): AdminCommand {
  const parsed = adminCommand.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const flag = issue.path[0] === "options" && issue.path[1] !== undefined ? `--${String(issue.path[1])}: ` : "";
    return issue.message.startsWith("--") ? issue.message : `${flag}${issue.message}`;
  });
  throw new BadRequestError(problems.join("; "));
}

export async function runAdminCommand(raw: unknown): Promise<unknown> {
  const { command, options } = parseCommand(raw);
  switch (command) {
    case "user create": {
      const user = await createUser({ input: options });
      return { user };
    }
    case "user verify":
      return { user: await markEmailVerified({ email: options.email }) };
    case "user reset-link":
      return { reset: await issueResetLink({ email: options.email }), warning: "Pass this link on privately: it works once, for 1 hour." };
    case "workspace create": {
      const owner = await findUserByEmail(options.owner);
      return { workspace: await createWorkspace({ ownerId: owner.id, input: { name: options.name } }) };
    }
    case "member add":
      return {
        membership: await addMember({ workspaceId: options.workspace, actor: systemActor, input: { email: options.email, role: options.role } }),
      };
    case "key create": {
      const user = await findUserByEmail(options.user);
      const apiKey = await createApiKey({
        workspaceId: options.workspace,
        actor: systemActor,
        creatorUserId: user.id,
        input: {
          name: options.name,
          mode: options.mode,
          scopes: parseScopes(options.scopes) as CreateApiKeyInput["scopes"],
          expiresAt: options["expires-at"],
          draftsOnly: options["drafts-only"] ?? false,
        },
      });
      return { apiKey, warning: "Store this key now: it is shown only once." };
    }
    case "key revoke":
      return { apiKey: await revokeApiKey({ actor: systemActor, input: { id: options.id } }) };
    case "account add": {
      const account = await addSocialAccount({
        workspaceId: options.workspace,
        actor: systemActor,
        input: { platform: options.platform as AddSocialAccountInput["platform"], username: options.username, sandbox: options.sandbox },
      });
      // The Account as GET /accounts answers it: one shape per resource, whatever the door.
      return { account: serializeAccount(account) };
    }
    case "quota set":
      return { quota: await setMonthlyQuota({ workspaceId: options.workspace, actor: systemActor, input: { monthlyPosts: options["monthly-posts"] } }) };
    case "report send":
      return { report: { queuedEmails: await sendReportNow({ workspaceId: options.workspace }) } };
    case "status":
      return { status: await getInstanceStatus() };
  }
  throw new NotFoundError("Command");
}

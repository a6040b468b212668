// Where the key acts and what it can post to (GET /workspaces, GET /accounts).
import { z } from "zod";
import { serializeAccount } from "../../api/serializers/serialize-account";
import { listAccounts } from "../../services/accounts/list-accounts";
import { listActorWorkspaces } from "../../services/workspaces/list-actor-workspaces";
import { defineTool, READ_ONLY } from "../define-tool";

export const workspaceTools = [
  defineTool({
    name: "list_workspaces",
    title: "List workspaces",
    description: "The workspaces of the key's creator; the one this key acts in has active: true (every other tool works there).",
    annotations: READ_ONLY,
    input: z.object({}),
    run: async (_args, { auth }) => ({ workspaces: await listActorWorkspaces({ workspaceId: auth.workspaceId, actor: auth.actor }) }),
  }),
  defineTool({
    name: "list_accounts",
    title: "List connected accounts",
    description: "The workspace's social accounts with their ids, platforms and state. Call this first: posts map each platform to an account id.",
    scope: "accounts:read",
    annotations: READ_ONLY,
    input: z.object({}),
    run: async (_args, { auth }) => ({
      accounts: (await listAccounts({ workspaceId: auth.workspaceId, actor: auth.actor })).map((account) => serializeAccount(account)),
    }),
  }),
];

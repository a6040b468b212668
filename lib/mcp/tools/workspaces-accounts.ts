// Where the key acts, its workspace's settings, and what it can post to (GET /workspaces, GET and PATCH
// /workspaces/{id} for the key's own workspace, GET /accounts).
import { z } from "zod";
import { serializeAccount } from "../../serializers/serialize-account";
import { updateWorkspaceRequest } from "../../schemas/workspaces";
import { listAccounts } from "../../services/accounts/list-accounts";
import { getWorkspace } from "../../services/workspaces/get-workspace";
import { listActorWorkspaces } from "../../services/workspaces/list-actor-workspaces";
import { updateWorkspace } from "../../services/workspaces/update-workspace";
import { WHOLE_LIST_LIMITS } from "../../schemas/common";
import { ADDITIVE, defineTool, READ_ONLY } from "../define-tool";
import { pageArgs, pageFromArgs } from "../page-args";

export const workspaceTools = [
  defineTool({
    name: "list_workspaces",
    title: "List workspaces",
    operation: "listWorkspaces",
    description: "The workspaces of the key's creator; the one this key acts in has active: true (every other tool works there).",
    annotations: READ_ONLY,
    input: z.object({}),
    run: async (_args, { auth }) => ({ workspaces: await listActorWorkspaces({ workspaceId: auth.workspaceId, actor: auth.actor }), mode: auth.mode }),
  }),
  defineTool({
    name: "get_workspace",
    title: "Get this workspace's settings",
    operation: "getWorkspace",
    description: "The workspace this key acts in: name, client colour and logo, and its UTM tags setting (utm: { enabled, campaign }).",
    annotations: READ_ONLY,
    input: z.object({}),
    run: async (_args, { auth }) => ({ workspace: await getWorkspace({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id: auth.workspaceId } }) }),
  }),
  defineTool({
    name: "update_workspace",
    title: "Rename this workspace or change its settings",
    description:
      "Renames the workspace (an agency names it after its client) or sets its colour or logo (owners and admins), or its UTM tags " +
      "(managers and above); only sent fields change.",
    operation: "updateWorkspace",
    annotations: { ...ADDITIVE, idempotentHint: true },
    input: updateWorkspaceRequest,
    run: async (body, { auth }) => ({
      workspace: await updateWorkspace({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id: auth.workspaceId, body } }),
    }),
  }),
  defineTool({
    name: "list_accounts",
    title: "List connected accounts",
    description: "The workspace's social accounts with their ids, platforms and state. Call this first: posts map each platform to an account id.",
    operation: "listAccounts",
    annotations: READ_ONLY,
    input: z.object(pageArgs(WHOLE_LIST_LIMITS)),
    run: async (args, { auth }) => {
      const { rows, nextCursor } = await listAccounts({ workspaceId: auth.workspaceId, actor: auth.actor, page: pageFromArgs(WHOLE_LIST_LIMITS, args) });
      return { accounts: rows.map((account) => serializeAccount(account)), nextCursor };
    },
  }),
];

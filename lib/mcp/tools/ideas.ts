// The idea board (GET/POST /ideas, PATCH/DELETE /ideas/{id}, and the board's drag and drop).
import { z } from "zod";
import { serializeIdea } from "../../serializers/serialize-idea";
import { ideaInput, ideaStatus } from "../../schemas/ideas";
import { createIdea } from "../../services/ideas/create-idea";
import { deleteIdea } from "../../services/ideas/delete-idea";
import { listIdeas } from "../../services/ideas/list-ideas";
import { moveIdea } from "../../services/ideas/move-idea";
import { updateIdea } from "../../services/ideas/update-idea";
import { WHOLE_LIST_LIMITS } from "../../schemas/common";
import { ADDITIVE, defineTool, DESTRUCTIVE, READ_ONLY } from "../define-tool";
import { pageArgs, pageFromArgs } from "../page-args";

const ideaId = z.string().describe("The idea's id (uuid)");

export const ideaTools = [
  defineTool({
    name: "list_ideas",
    title: "List ideas",
    description: "The idea board, ordered by column (unassigned, todo, in_progress, done) then position.",
    operation: "listIdeas",
    annotations: READ_ONLY,
    input: z.object(pageArgs(WHOLE_LIST_LIMITS)),
    run: async (args, { auth }) => {
      const { rows, nextCursor } = await listIdeas({ workspaceId: auth.workspaceId, actor: auth.actor, page: pageFromArgs(WHOLE_LIST_LIMITS, args) });
      return { ideas: rows.map(serializeIdea), nextCursor };
    },
  }),
  defineTool({
    name: "create_idea",
    title: "Create an idea",
    description: "Adds an idea at the end of its column (status, default unassigned).",
    operation: "createIdea",
    annotations: ADDITIVE,
    input: ideaInput,
    run: async (args, { auth }) => ({ idea: serializeIdea(await createIdea({ workspaceId: auth.workspaceId, actor: auth.actor, input: args })) }),
  }),
  defineTool({
    name: "update_idea",
    title: "Update an idea",
    description: "Changes the fields sent; a new status moves the idea to the end of that column.",
    operation: "updateIdea",
    annotations: { ...ADDITIVE, idempotentHint: true },
    input: ideaInput.extend({ id: ideaId }),
    run: async ({ id, ...changes }, { auth }) => ({
      idea: serializeIdea(await updateIdea({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id, changes } })),
    }),
  }),
  defineTool({
    name: "move_idea",
    title: "Move an idea on the board",
    description: "Moves an idea into a column (default: its own), after afterId and/or before beforeId, or to the column's end.",
    operation: "updateIdea",
    annotations: { ...ADDITIVE, idempotentHint: true },
    input: z.object({
      id: ideaId,
      status: ideaStatus.optional().describe("Target column; default the idea's own"),
      afterId: z.string().optional().describe("Place right after this idea of the column"),
      beforeId: z.string().optional().describe("Place right before this idea of the column"),
    }),
    run: async (args, { auth }) => ({ idea: serializeIdea(await moveIdea({ workspaceId: auth.workspaceId, actor: auth.actor, input: args })) }),
  }),
  defineTool({
    name: "delete_idea",
    title: "Delete an idea",
    description: "Deletes an idea for good.",
    operation: "deleteIdea",
    annotations: DESTRUCTIVE,
    input: z.object({ id: ideaId }),
    run: async ({ id }, { auth }) => deleteIdea({ workspaceId: auth.workspaceId, actor: auth.actor, input: { id } }),
  }),
];

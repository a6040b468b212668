import { z } from "zod";
import { workspaceRole } from "../auth/roles";
import { email } from "./users";

export const uuid = z.uuid({ error: "must be a UUID" });

export const workspaceName = z
  .string({ error: "is required" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(100, { error: "must be at most 100 characters" });

export const createWorkspaceInput = z.strictObject({ name: workspaceName });

export const addMemberInput = z.strictObject({ email, role: workspaceRole });

/** Workspace of the v1 contract (GET /workspaces). */
export const workspaceResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    isPersonal: z.boolean(),
    role: workspaceRole,
    active: z.boolean(),
  })
  .meta({ id: "Workspace" });
export const workspacesEnvelope = z.object({ workspaces: z.array(workspaceResponse) });

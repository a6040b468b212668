// Inputs of the members page's services (invite is addMemberInput in ./workspaces).
import { z } from "zod";
import { workspaceRole } from "../auth/roles";
import { uuid } from "./workspaces";

export const changeMemberRoleInput = z.strictObject({ userId: uuid, role: workspaceRole });
export type ChangeMemberRoleInput = z.input<typeof changeMemberRoleInput>;

export const removeMemberInput = z.strictObject({ userId: uuid });
export type RemoveMemberInput = z.input<typeof removeMemberInput>;

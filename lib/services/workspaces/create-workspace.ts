// A shared (non-personal) workspace; its creator becomes the owner.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { createWorkspaceInput } from "../../schemas/workspaces";

export async function createWorkspace({ ownerId, input }: { ownerId: string; input: { name: string } }) {
  const data = parseInput(createWorkspaceInput, input);
  return db.workspace.create({
    data: { name: data.name, isPersonal: false, ownerId, memberships: { create: { userId: ownerId, role: "owner" } } },
    select: { id: true, name: true, isPersonal: true, ownerId: true, createdAt: true },
  });
}

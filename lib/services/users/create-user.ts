// Sign-up: a user and the first workspace they own, in one transaction. The workspace is named from the
// onboarding question "Whose posts are these?" (their business, or a client's name), else after the person.
// Someone joining through an invitation gets no workspace of their own (firstWorkspace: null): they work in
// the one they were invited to, and may create their own later from the workspace switcher.
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { ConflictError, parseInput } from "../../errors";
import { hashPassword } from "../../auth/password";
import { createUserInput, type CreateUserInput } from "../../schemas/users";
import { workspaceName } from "../../schemas/workspaces";

export interface CreatedUser {
  id: string;
  email: string;
  name: string | null;
  personalWorkspaceId: string;
}

type InvitedUser = Omit<CreatedUser, "personalWorkspaceId"> & { personalWorkspaceId: null };

/** The first workspace's name: the answer to "Whose posts are these?", else "<name>'s workspace". */
function firstWorkspaceName(answer: string | undefined, personName: string | undefined): string {
  if (answer?.trim()) return parseInput(z.object({ workspaceName }), { workspaceName: answer }).workspaceName;
  return personName ? `${personName}'s workspace` : "Personal";
}

export async function createUser(args: { input: CreateUserInput; firstWorkspace?: { name?: string } }): Promise<CreatedUser>;
export async function createUser(args: { input: CreateUserInput; firstWorkspace: null }): Promise<InvitedUser>;
export async function createUser({
  input,
  firstWorkspace = {},
}: {
  input: CreateUserInput;
  firstWorkspace?: { name?: string } | null;
}): Promise<CreatedUser | InvitedUser> {
  const data = parseInput(createUserInput, input);
  const name = firstWorkspace ? firstWorkspaceName(firstWorkspace.name, data.name || undefined) : null;
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({ data: { email: data.email, name: data.name || null, passwordHash } });
      if (name === null) return { id: user.id, email: user.email, name: user.name, personalWorkspaceId: null };
      const workspace = await tx.workspace.create({
        data: { name, isPersonal: true, ownerId: user.id, memberships: { create: { userId: user.id, role: "owner" } } },
      });
      return { id: user.id, email: user.email, name: user.name, personalWorkspaceId: workspace.id };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ConflictError(`An account with the email ${data.email} already exists`);
    }
    throw error;
  }
}

// Sign-up: a user and the personal workspace they own, in one transaction.
import { Prisma } from "@/generated/prisma/client";
import { db } from "../../db";
import { ConflictError, parseInput } from "../../errors";
import { hashPassword } from "../../auth/password";
import { createUserInput, type CreateUserInput } from "../../schemas/users";

export interface CreatedUser {
  id: string;
  email: string;
  name: string | null;
  personalWorkspaceId: string;
}

export async function createUser({ input }: { input: CreateUserInput }): Promise<CreatedUser> {
  const data = parseInput(createUserInput, input);
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({ data: { email: data.email, name: data.name || null, passwordHash } });
      const workspace = await tx.workspace.create({
        data: {
          name: data.name ? `${data.name}'s workspace` : "Personal",
          isPersonal: true,
          ownerId: user.id,
          memberships: { create: { userId: user.id, role: "owner" } },
        },
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

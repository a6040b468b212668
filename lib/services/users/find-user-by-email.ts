import { db } from "../../db";
import { NotFoundError } from "../../errors";
import { email as emailSchema } from "../../schemas/users";

export async function findUserByEmail(email: string) {
  const normalized = emailSchema.safeParse(email);
  const user = normalized.success ? await db.user.findUnique({ where: { email: normalized.data } }) : null;
  if (!user) throw new NotFoundError(`User with email ${email}`);
  return user;
}

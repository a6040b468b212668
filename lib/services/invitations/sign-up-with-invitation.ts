// A person without an account follows the link: their account is created for the invited address (the
// link proves it is theirs; it cannot be changed on the way) and they join the workspace. The invitation is
// checked before the account is made, so a bad link creates nothing.
import { parseInput } from "../../errors";
import { createUserInput } from "../../schemas/users";
import { createUser } from "../users/create-user";
import { acceptInvitation, requireInvitationStillHolds } from "./accept-invitation";
import { openInvitation } from "./open-invitation";

export async function signUpWithInvitation({ token, input }: { token: string; input: { name?: string; password: string } }) {
  const invitation = await openInvitation(token);
  await requireInvitationStillHolds(invitation);
  const data = parseInput(createUserInput, { email: invitation.email, name: input.name || undefined, password: input.password });
  const user = await createUser({ input: data });
  const joined = await acceptInvitation({ token, userId: user.id });
  return { userId: user.id, email: user.email, ...joined };
}

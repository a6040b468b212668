// A person without an account follows the link: their account is created for the invited address (the
// link proves it is theirs; it cannot be changed on the way) and they join the workspace. The invitation is
// checked before the account is made, so a bad link creates nothing. They get no empty workspace of their
// own: they came to work in this one (a workspace of their own is one click away in the switcher).
import { parseInput } from "../../errors";
import { createUserInput } from "../../schemas/users";
import { createUser } from "../users/create-user";
import { acceptInvitation, requireInvitationStillHolds } from "./accept-invitation";
import { openInvitation } from "./open-invitation";

export async function signUpWithInvitation({ token, input }: { token: string; input: { name?: string; password: string } }) {
  const invitation = await openInvitation(token);
  await requireInvitationStillHolds(invitation);
  const data = parseInput(createUserInput, { email: invitation.email, name: input.name || undefined, password: input.password });
  const user = await createUser({ input: data, firstWorkspace: null });
  const joined = await acceptInvitation({ token, userId: user.id });
  return { userId: user.id, email: user.email, ...joined };
}

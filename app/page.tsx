// "/" sends people to their first workspace's idea board, to sign-in, or (in no workspace at all) to /welcome.
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/session/session";
import { listUserWorkspaces } from "@/lib/services/workspaces/list-user-workspaces";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  const [first] = await listUserWorkspaces({ userId: user.id });
  if (!first) redirect("/welcome");
  redirect(`/${first.id}/ideas`);
}

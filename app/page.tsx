// "/" sends people to their personal workspace's idea board, or to sign-in.
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/session/session";
import { listUserWorkspaces } from "@/lib/services/workspaces/list-user-workspaces";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  const [first] = await listUserWorkspaces({ userId: user.id });
  if (!first) redirect("/sign-in");
  redirect(`/${first.id}/ideas`);
}

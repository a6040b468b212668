import { redirect } from "next/navigation";

// /settings opens its first tab, the workspace's own settings.
export default async function SettingsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace } = await params;
  redirect(`/${workspace}/settings/workspace`);
}

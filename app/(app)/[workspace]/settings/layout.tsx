import type { ReactNode } from "react";
import { SettingsNav } from "@/components/layout/settings-nav";

// Settings: Workspace, Members, API keys and Webhooks share one set of tabs.
export default async function SettingsLayout({ children, params }: { children: ReactNode; params: Promise<{ workspace: string }> }) {
  const { workspace } = await params;
  return (
    <>
      <SettingsNav workspaceId={workspace} />
      {children}
    </>
  );
}

import type { Metadata } from "next";
import { CsvImport } from "@/components/imports/csv-import";
import { PageHeader } from "@/components/ui/page-header";
import { canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { zoneLabel } from "@/lib/time/time-zone";

export const metadata: Metadata = { title: "Import posts" };

export default async function ImportPostsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { role, workspace } = await getWorkspaceContext(workspaceId);
  return (
    <>
      <PageHeader
        title="Import posts"
        description="A spreadsheet of posts, one row per post: check every row first, then import them as drafts, scheduled posts or into the queue."
      />
      {canWrite(role) ? (
        <CsvImport workspaceId={workspaceId} workspaceZone={zoneLabel(workspace.timeZone)} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">You are a viewer here, so you cannot import posts.</p>
      )}
    </>
  );
}

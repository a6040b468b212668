import type { Metadata } from "next";
import { CsvImport } from "@/components/imports/csv-import";
import { PageHeader } from "@/components/ui/page-header";
import { canWrite } from "@/lib/auth/roles";
import { getViewerTime } from "@/lib/session/viewer-time";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { selectableZones } from "@/lib/time/time-zone";

export const metadata: Metadata = { title: "Import posts" };

export default async function ImportPostsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { role, workspace } = await getWorkspaceContext(workspaceId);
  // Times are read as the importer meant them: in their own zone (their profile's, else their browser's).
  const viewer = await getViewerTime(workspace.timeZone);
  return (
    <>
      <PageHeader
        title="Import posts"
        description="A spreadsheet of posts, one row per post: check every row first, then import them as drafts, scheduled posts or into the queue."
      />
      {canWrite(role) ? (
        <CsvImport workspaceId={workspaceId} importerZone={viewer.timeZone} zones={selectableZones()} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">You are a viewer here, so you cannot import posts.</p>
      )}
    </>
  );
}

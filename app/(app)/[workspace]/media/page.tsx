import type { Metadata } from "next";
import { MediaLibraryView } from "@/components/media/media-library-view";
import { PageHeader } from "@/components/ui/page-header";
import { canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listMedia } from "@/lib/services/media/list-media";

export const metadata: Metadata = { title: "Media library" };

// The first page of files in the first HTML; searching and further pages read GET /api/media.
export default async function MediaLibraryPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const initial = await listMedia({ workspaceId, actor: { kind: "user", userId: user.id }, query: { limit: 48 } });
  return (
    <>
      <PageHeader title="Media library" description="Every image and video uploaded in this workspace, to find and use again in a post." />
      <MediaLibraryView workspaceId={workspaceId} initial={initial} canEdit={canWrite(role)} />
    </>
  );
}

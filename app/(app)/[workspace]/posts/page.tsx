import type { Metadata } from "next";
import Link from "next/link";
import { PostList } from "@/components/posts/post-list";
import { PageHeader } from "@/components/ui/page-header";
import { canApprove, canWrite, needsApproval } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listWorkspacePosts } from "@/lib/services/posts/list-workspace-posts";

export const metadata: Metadata = { title: "Posts" };

export default async function PostsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role, workspace } = await getWorkspaceContext(workspaceId);
  const firstPage = await listWorkspacePosts({ workspaceId, actor: { kind: "user", userId: user.id }, input: {} });
  // Marks this render's first page, so the list does not read it again on arrival (post-list.tsx).
  const readAt = new Date().getTime();
  return (
    <>
      <PageHeader
        title="Posts"
        description="Drafts, scheduled and published posts: one card per post, with each account’s status."
        actions={
          canWrite(role) ? (
            <div className="flex gap-2">
              {canApprove(role) ? (
                <Link
                  href={`/${workspaceId}/posts/review-links`}
                  className="rounded-md border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  Client review
                </Link>
              ) : null}
              <Link
                href={`/${workspaceId}/posts/import`}
                className="rounded-md border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Import CSV
              </Link>
              <Link
                href={`/${workspaceId}/posts/new`}
                className="rounded-md bg-brand-600 px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                New post
              </Link>
            </div>
          ) : null
        }
      />
      <PostList
        workspaceId={workspaceId}
        initialPage={firstPage}
        renderedAt={readAt}
        canEdit={canWrite(role)}
        mustSubmit={needsApproval(role, workspace.postsNeedApproval)}
      />
    </>
  );
}

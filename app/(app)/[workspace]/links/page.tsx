import type { Metadata } from "next";
import Link from "next/link";
import { NewLinkPageForm } from "@/components/links/new-link-page-form";
import { EmptyState, PageHeader } from "@/components/ui/page-header";
import { canWrite } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listLinkPages } from "@/lib/services/links/list-link-pages";

export const metadata: Metadata = { title: "Links" };

export default async function LinksPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const pages = (await listLinkPages({ workspaceId, actor: { kind: "user", userId: user.id } })).rows;
  return (
    <>
      <PageHeader title="Link pages" description="Link-in-bio pages: one address for your profiles, with your links, latest posts and embeds." />
      <div className="space-y-6">
        {canWrite(role) ? <NewLinkPageForm workspaceId={workspaceId} /> : null}
        {pages.length === 0 ? (
          <EmptyState title="No link pages yet">
            {/* A viewer has no form above: they are told who can make one instead. */}
            {canWrite(role)
              ? "Create one above, add blocks, then publish it."
              : "Members of this workspace who can post create link pages; they will be listed here."}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Link pages">
            {pages.map((page) => (
              <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <Link href={`/${workspaceId}/links/${page.id}`} className="font-medium text-brand-700 hover:underline">
                    {page.title}
                  </Link>
                  <p className="text-sm text-slate-500">
                    /l/{page.slug} · {page.blockCount} block{page.blockCount === 1 ? "" : "s"} ·{" "}
                    {page.status === "published" ? (page.hasUnpublishedChanges ? "Published, with unpublished changes" : "Published") : "Draft"}
                  </p>
                </div>
                <div className="flex items-center gap-4 text-sm text-slate-600">
                  <span className="tabular-nums">{page.totals.views} views</span>
                  <span className="tabular-nums">{page.totals.clicks} clicks</span>
                  <Link href={`/${workspaceId}/links/${page.id}/analytics`} className="text-brand-700 hover:underline">
                    Analytics
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

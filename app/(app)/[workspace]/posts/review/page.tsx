import type { Metadata } from "next";
import Link from "next/link";
import { ApprovalDecision } from "@/components/approvals/approval-decision";
import { ApprovalPreview } from "@/components/approvals/approval-preview";
import { LocalTime } from "@/components/approvals/local-time";
import { composerAccounts } from "@/components/composer/composer-accounts";
import { CreateReviewLinkForm } from "@/components/review-links/create-review-link-form";
import { PageHeader } from "@/components/ui/page-header";
import { canApprove } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listAccounts } from "@/lib/services/accounts/list-accounts";
import { listPostsAwaitingApproval } from "@/lib/services/approvals/list-posts-awaiting-approval";
import { listRecentDecisions } from "@/lib/services/approvals/list-recent-decisions";

export const metadata: Metadata = { title: "Approvals" };

// The approvers' one place to review: every post awaiting approval with the networks' previews, who asked,
// what they asked for, and Approve / Request changes. Others see the list without the decisions.
export default async function ApprovalsPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  const [posts, accounts, decided] = await Promise.all([
    listPostsAwaitingApproval({ workspaceId, actor }),
    listAccounts({ workspaceId, actor }).then((page) => page.rows),
    listRecentDecisions({ workspaceId, actor }),
  ]);
  const known = composerAccounts(accounts);
  const approver = canApprove(role);
  return (
    <>
      <PageHeader
        title="Approvals"
        description={
          approver
            ? "Posts waiting for your decision. Approving one schedules it or publishes it, as its author asked."
            : "Posts waiting for a manager, admin or owner to approve them."
        }
        actions={
          approver ? (
            <Link href={`/${workspaceId}/posts/review-links`} className="text-sm font-medium text-brand-700 hover:underline">
              Client review links
            </Link>
          ) : null
        }
      />
      {approver && posts.length > 0 ? (
        <details className="mb-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="share-for-review">
          <summary className="cursor-pointer text-sm font-semibold">Share with a client for review</summary>
          <div className="mt-3">
            <CreateReviewLinkForm
              workspaceId={workspaceId}
              posts={posts.map((p) => ({ id: p.id, label: p.title || p.caption?.slice(0, 60) || "Untitled post" }))}
            />
          </div>
        </details>
      ) : null}
      {posts.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600" data-testid="approvals-empty">
          Nothing is waiting for approval.
        </p>
      ) : (
        <ul className="space-y-4">
          {posts.map((post) => {
            const label = post.title || post.caption?.slice(0, 40) || "Untitled post";
            return (
              <li key={post.id} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-[1fr_24rem]" data-testid="approval-item">
                <div className="min-w-0 space-y-3">
                  <h2 className="text-base font-semibold [overflow-wrap:anywhere]">{label}</h2>
                  <p className="text-sm text-slate-600">
                    Submitted by {post.requestedBy}
                    {post.approvalRequestedAt ? (
                      <>
                        {" "}
                        on <LocalTime iso={post.approvalRequestedAt.toISOString()} />
                      </>
                    ) : null}
                    .{" "}
                    {post.approvalRequestedStatus === "scheduled" && post.scheduledAt ? (
                      <>
                        Asks to be scheduled for <LocalTime iso={post.scheduledAt.toISOString()} />.
                      </>
                    ) : (
                      "Asks to be published as soon as it is approved."
                    )}
                  </p>
                  <ApprovalPreview
                    workspaceId={workspaceId}
                    checks={post.checks}
                    accounts={known.filter((a) => post.accountIds.includes(a.id))}
                    mediaUrls={post.mediaUrls}
                    mediaType={post.mediaType}
                  />
                </div>
                <div className="space-y-3">
                  {approver ? <ApprovalDecision workspaceId={workspaceId} postId={post.id} label={label} /> : null}
                  <Link href={`/${workspaceId}/posts/${post.id}/edit`} className="inline-block text-sm font-medium text-brand-700 hover:underline">
                    Open in the editor
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {decided.length > 0 ? (
        <section aria-labelledby="recently-decided" className="mt-8">
          <h2 id="recently-decided" className="mb-2 text-sm font-semibold text-slate-900">
            Recently decided
          </h2>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm" data-testid="recent-decisions">
            {decided.map((d) => (
              <li key={`${d.postId}-${d.at.toISOString()}`} className="flex flex-wrap items-baseline gap-x-2 px-4 py-2" data-testid="recent-decision">
                <Link href={`/${workspaceId}/posts/${d.postId}/edit`} className="font-medium text-slate-900 hover:underline [overflow-wrap:anywhere]">
                  {d.headline}
                </Link>
                <span className={d.outcome === "approved" ? "text-emerald-800" : "text-amber-900"}>
                  {d.outcome === "approved" ? "Approved" : "Changes requested"} by {d.by}
                </span>
                <span className="text-slate-500">
                  <LocalTime iso={d.at.toISOString()} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

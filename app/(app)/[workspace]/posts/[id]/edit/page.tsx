import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Composer } from "@/components/composer/composer";
import { composerAccounts } from "@/components/composer/composer-accounts";
import { PageHeader } from "@/components/ui/page-header";
import { ApprovalDecision } from "@/components/approvals/approval-decision";
import { ApprovalNote } from "@/components/approvals/approval-note";
import { PostHistory } from "@/components/approvals/post-history";
import { getPostHistory } from "@/lib/services/approvals/get-post-history";
import { canApprove, canWrite, needsApproval } from "@/lib/auth/roles";
import { listMembers } from "@/lib/services/workspaces/list-members";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { AppError } from "@/lib/errors";
import { listAccounts } from "@/lib/services/accounts/list-accounts";
import { scheduledAccountIds } from "@/lib/services/schedules/posting-schedules";
import { getEditablePost } from "@/lib/services/posts/get-editable-post";
import { listPostReviewDecisions } from "@/lib/services/review-links/list-post-review-decisions";
import { ClientReviewHistory } from "@/components/review-links/client-review-history";

export const metadata: Metadata = { title: "Edit post" };

/** Why a post past draft and scheduled stays as it is. */
const CLOSED: Record<string, string> = {
  queued: "This post is being published right now, so it can’t be edited.",
  published: "This post is published, so it can’t be edited: it has gone out as it was.",
  partial_published: "This post is partly published, so it can’t be edited: part of it has gone out as it was.",
  failed: "This post failed to publish, so it can’t be edited. Retry it from the posts list, or write a new post.",
};

export default async function EditPostPage({ params }: { params: Promise<{ workspace: string; id: string }> }) {
  const { workspace: workspaceId, id } = await params;
  const { user, role, workspace } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  // Every read the page needs at once, not one after another: each service checks the membership and reads
  // on its own round trip, and in series they came to about a dozen before the first byte (bench:scale's
  // largest workspace: 157 ms median for this page against 107 for New post). Only the name of whoever
  // decided the post waits for the post. The composer's reads (accounts, schedules, client reviews) go
  // with the rest for a writer, the person the page is for; a closed post then wastes a few small reads.
  const writer = canWrite(role);
  const [post, historyEntries, accounts, reviews, scheduled] = await Promise.all([
    getEditablePost({ workspaceId, actor, input: { id } }),
    getPostHistory({ workspaceId, actor, input: { id } }),
    writer ? listAccounts({ workspaceId, actor }).then((page) => page.rows) : [],
    writer ? listPostReviewDecisions({ workspaceId, actor, input: { postId: id } }) : [],
    writer ? scheduledAccountIds({ workspaceId, actor }) : new Set<string>(),
  ]).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const history = <PostHistory entries={historyEntries} />;
  const back = (
    <Link href={`/${workspaceId}/posts`} className="text-sm font-medium text-brand-700 hover:underline">
      Back to posts
    </Link>
  );
  if (!writer || (post.status !== "draft" && post.status !== "scheduled")) {
    return (
      <>
        <PageHeader title="Edit post" actions={back} />
        <p role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
          {!canWrite(role)
            ? "You are a viewer here, so you cannot edit posts."
            : `${CLOSED[post.status] ?? `This post is ${post.status}, so it can’t be edited.`} Only drafts and scheduled posts can be changed.`}
        </p>
        {history}
      </>
    );
  }
  const mustSubmit = needsApproval(role, workspace.postsNeedApproval);
  // An approver opening a post awaiting approval decides it (Approve / Request changes), never schedules or
  // publishes it past its author: the composer then offers only saving edits.
  const awaitingDecision = post.approvalState === "pending" && canApprove(role);
  const decider = post.approvalDecidedByUserId ? (await listMembers({ workspaceId, actor })).find((m) => m.userId === post.approvalDecidedByUserId) : undefined;
  const decidedBy = post.approvalDecidedByReviewer
    ? `${post.approvalDecidedByReviewer} (client review)`
    : post.approvalDecidedByUserId
      ? decider?.name || decider?.email || "an approver"
      : null;
  // Someone who cannot approve, editing a scheduled post that went through approval (or must): their edit sends
  // it back for approval (approval-after-edit.ts), so the page says so before they save.
  const sendsBack = !canApprove(role) && post.status === "scheduled" && (mustSubmit || post.approvalState === "approved");
  return (
    <>
      <PageHeader
        title={post.status === "scheduled" ? (post.approvalState === "approved" ? "Edit approved post" : "Edit scheduled post") : "Edit draft"}
        description={
          awaitingDecision
            ? "Approve it or request changes; edits you save stay awaiting approval."
            : sendsBack
              ? "Saving a change sends it back for approval: it becomes a draft awaiting approval and goes out only once approved again."
              : mustSubmit
                ? // Someone whose posts need approval cannot schedule or publish: the line offers what they can do.
                  "Change it, then submit it for approval, or delete it."
                : post.status === "scheduled" && post.scheduledAt
                  ? "Change it, reschedule it, publish it now or delete it."
                  : "Change it, schedule it, publish it now or delete it."
        }
        actions={back}
      />
      <ApprovalNote
        state={post.approvalState}
        comment={post.approvalComment}
        decidedBy={decidedBy}
        requestedAt={post.approvalRequestedAt?.toISOString() ?? null}
        mustSubmit={mustSubmit}
        sendsBack={sendsBack}
      />
      <ClientReviewHistory reviews={reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))} />
      {awaitingDecision ? (
        <section aria-label="Approval" className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
          <ApprovalDecision workspaceId={workspaceId} postId={post.id} label={post.title || post.caption?.slice(0, 40) || "this post"} />
        </section>
      ) : null}
      <Composer
        workspaceUtm={{ enabled: workspace.utmEnabled, campaign: workspace.utmCampaign }}
        mustSubmit={mustSubmit}
        awaitingDecision={awaitingDecision}
        workspaceId={workspaceId}
        accounts={composerAccounts(accounts, scheduled)}
        editing={{ postId: post.id, status: post.status }}
        initial={{
          accountIds: post.accountMappings.map((m) => m.accountId).filter((a): a is string => typeof a === "string"),
          title: post.title ?? "",
          caption: post.caption ?? "",
          hashtags: post.hashtags,
          platformCaptions: post.platformCaptions,
          platformOptions: post.platformOptions,
          mediaUrls: post.mediaUrls,
          mediaType: post.mediaType,
          mediaAltTexts: post.mediaAltTexts,
          utm: post.utm,
          notes: post.notes ?? "",
          postType: post.postType,
          scheduledAt: post.scheduledAt?.toISOString() ?? null,
        }}
      />
      {history}
    </>
  );
}

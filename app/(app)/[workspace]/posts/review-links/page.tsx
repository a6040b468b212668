import type { Metadata } from "next";
import { CreateReviewLinkForm } from "@/components/review-links/create-review-link-form";
import { ReviewLinkList } from "@/components/review-links/review-link-list";
import { PageHeader } from "@/components/ui/page-header";
import { canApprove } from "@/lib/auth/roles";
import { PLATFORM_LABELS, type PlatformId } from "@/lib/platforms/ids";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listAccounts } from "@/lib/services/accounts/list-accounts";
import { listReviewLinks } from "@/lib/services/review-links/list-review-links";

export const metadata: Metadata = { title: "Client review links" };

// Managers and above share posts with a client who has no account, and see and revoke the links they made.
export default async function ReviewLinksPage({ params }: { params: Promise<{ workspace: string }> }) {
  const { workspace: workspaceId } = await params;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  if (!canApprove(role)) {
    return (
      <>
        <PageHeader title="Client review links" />
        <p role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
          Managers, admins and owners share posts with clients for review.
        </p>
      </>
    );
  }
  const [links, accounts] = await Promise.all([
    listReviewLinks({ workspaceId, actor }).then((page) => page.rows),
    listAccounts({ workspaceId, actor }).then((page) => page.rows),
  ]);
  return (
    <>
      <PageHeader
        title="Client review links"
        description="A link a client opens without an account to see posts as each network will show them, and approve them or ask for changes."
      />
      <section aria-label="New review link" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="mb-3 text-base font-semibold">Share the posts of a period</h2>
        <CreateReviewLinkForm
          workspaceId={workspaceId}
          accounts={accounts.map((a) => ({ id: a.id, label: `${PLATFORM_LABELS[a.platform as PlatformId] ?? a.platform} · ${a.platformUsername}` }))}
        />
      </section>
      <section aria-label="Review links">
        <h2 className="mb-3 text-base font-semibold">Links</h2>
        <ReviewLinkList
          workspaceId={workspaceId}
          links={links.map((l) => ({ ...l, expiresAt: l.expiresAt.toISOString(), lastOpenedAt: l.lastOpenedAt?.toISOString() ?? null }))}
        />
      </section>
    </>
  );
}

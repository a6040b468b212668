import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LinkAnalyticsView } from "@/components/links/link-analytics-view";
import { PageHeader } from "@/components/ui/page-header";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { NotFoundError } from "@/lib/errors";
import { getLinkPage } from "@/lib/services/links/get-link-page";
import { getLinkPageAnalytics } from "@/lib/services/links/get-link-page-analytics";

export const metadata: Metadata = { title: "Link page analytics" };

export default async function LinkAnalyticsPage({ params }: { params: Promise<{ workspace: string; id: string }> }) {
  const { workspace: workspaceId, id } = await params;
  const { user } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  // The page opens on 30 days, whose figures come with the HTML (UTC days: the server cuts them as the browser
  // would) rather than a round trip after hydration.
  const period = "30d";
  const [page, analytics] = await Promise.all([
    getLinkPage({ workspaceId, actor, input: { id } }),
    getLinkPageAnalytics({ workspaceId, actor, input: { id, query: { period } } }),
  ]).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return (
    <>
      <PageHeader
        title={`${page.title}: analytics`}
        description="Views, unique visitors (counted per day, no cookies) and clicks, per UTC day and per block."
        actions={
          <Link href={`/${workspaceId}/links/${page.id}`} className="text-sm font-medium text-brand-700 hover:underline">
            Back to the editor
          </Link>
        }
      />
      <LinkAnalyticsView workspaceId={workspaceId} pageId={page.id} initial={{ period, data: analytics }} />
    </>
  );
}

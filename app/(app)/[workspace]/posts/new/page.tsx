import type { Metadata } from "next";
import { Composer } from "@/components/composer/composer";
import { composerAccounts } from "@/components/composer/composer-accounts";
import { PageHeader } from "@/components/ui/page-header";
import { canWrite, needsApproval } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { listAccounts } from "@/lib/services/accounts/list-accounts";
import { scheduledAccountIds } from "@/lib/services/schedules/posting-schedules";
import { getIdea } from "@/lib/services/ideas/get-idea";

export const metadata: Metadata = { title: "New post" };

/** From the calendar's "+ New post" on a day: the schedule field starts at that time, if it is still ahead. */
function futureInstant(value: string | undefined): string | undefined {
  const time = value ? Date.parse(value) : NaN;
  return time > Date.now() ? new Date(time).toISOString() : undefined;
}

export default async function NewPostPage({
  params,
  searchParams,
}: {
  params: Promise<{ workspace: string }>;
  searchParams: Promise<{ idea?: string; at?: string }>;
}) {
  const { workspace: workspaceId } = await params;
  const { idea: ideaId, at } = await searchParams;
  const scheduledAt = futureInstant(at);
  const { user, role, workspace } = await getWorkspaceContext(workspaceId);
  const actor = { kind: "user" as const, userId: user.id };
  const accounts = (await listAccounts({ workspaceId, actor })).rows;
  const idea = ideaId ? await getIdea({ workspaceId, actor, input: { id: ideaId } }) : null;
  if (!canWrite(role)) {
    return (
      <>
        <PageHeader title="New post" />
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">You are a viewer here, so you cannot create posts.</p>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="New post"
        // Only a post from an idea needs a word of explanation; the line costs a typical post its fit on one screen.
        description={
          idea
            ? "Filled in from an idea on the board: its title, caption, tags (as hashtags), media and notes. Once saved, the idea’s card links to this post."
            : undefined
        }
      />
      <Composer
        workspaceUtm={{ enabled: workspace.utmEnabled, campaign: workspace.utmCampaign }}
        workspaceId={workspaceId}
        mustSubmit={needsApproval(role, workspace.postsNeedApproval)}
        accounts={composerAccounts(accounts, await scheduledAccountIds({ workspaceId, actor }))}
        initial={
          idea || scheduledAt
            ? {
                // The idea's words, tags (as the post's hashtags: posts have no tags of their own), media and notes
                // (the post's own notes, beside the editor, never published); the post is linked to the idea when
                // saved, and the idea's card then shows it.
                ...(idea
                  ? {
                      ideaId: idea.id,
                      title: idea.title ?? "",
                      caption: idea.caption ?? "",
                      hashtags: idea.tags,
                      mediaUrls: idea.mediaUrls,
                      mediaType: idea.mediaType ?? undefined,
                      notes: idea.notes ?? "",
                    }
                  : {}),
                scheduledAt,
              }
            : undefined
        }
      />
    </>
  );
}

"use client";

// The composer's network previews for a stored post on the Approvals page: what each network will show.
import type { ComposerAccount } from "@/components/composer/account-picker";
import { PreviewPanel } from "@/components/composer/preview/preview-panel";
import { mediaFromUrls } from "@/components/composer/use-media";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";

export function ApprovalPreview({
  workspaceId,
  checks,
  accounts,
  mediaUrls,
  mediaType,
}: {
  workspaceId: string;
  checks: NetworkCheck[];
  accounts: ComposerAccount[];
  mediaUrls: string[];
  mediaType: "image" | "video" | null;
}) {
  return (
    <PreviewPanel
      workspaceId={workspaceId}
      checks={checks}
      accounts={accounts}
      media={mediaFromUrls(mediaUrls, mediaType)}
      thread={[]}
      postType="post"
      options={{}}
    />
  );
}

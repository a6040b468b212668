"use client";

// The composer's network preview for a stored post on the Approvals page: what each network will show.
import type { ComposerAccount } from "@/components/composer/account-picker";
import { NetworkPreview } from "@/components/composer/network-preview";
import { mediaFromUrls } from "@/components/composer/use-media";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";

export function ApprovalPreview({
  checks,
  accounts,
  mediaUrls,
  mediaType,
}: {
  checks: NetworkCheck[];
  accounts: ComposerAccount[];
  mediaUrls: string[];
  mediaType: "image" | "video" | null;
}) {
  return <NetworkPreview checks={checks} accounts={accounts} media={mediaFromUrls(mediaUrls, mediaType)} />;
}

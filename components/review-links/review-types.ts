// The review page's posts as the server hands them to the browser (dates as ISO strings).
import type { ComposerAccount } from "@/components/composer/account-picker";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import type { ReviewPostStanding } from "@/lib/services/review-links/open-review-link";

export interface ReviewDecisionView {
  id: string;
  decision: "approved" | "changes_requested";
  comment: string | null;
  reviewerName: string;
  createdAt: string;
  /** False when the post changed after this decision. */
  current: boolean;
}

export interface ReviewPostView {
  id: string;
  label: string;
  standing: ReviewPostStanding;
  scheduledAt: string | null;
  publishOnApproval: boolean;
  checks: NetworkCheck[];
  accounts: ComposerAccount[];
  mediaUrls: string[];
  mediaType: "image" | "video" | null;
  decisions: ReviewDecisionView[];
}

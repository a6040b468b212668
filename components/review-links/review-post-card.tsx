"use client";

// One post on the client review page: when it goes out (in the visitor's own zone), the networks' previews
// (the composer's own components), where it stands, the decisions made on it through this link, and the
// decision form while it awaits one.
import { LocalTime } from "@/components/approvals/local-time";
import { PreviewPanel } from "@/components/composer/preview/preview-panel";
import { mediaFromUrls } from "@/components/composer/use-media";
import { ReviewDecisionForm } from "./review-decision-form";
import type { ReviewPostView } from "./review-types";

const STANDING: Record<ReviewPostView["standing"], { text: string; tone: string }> = {
  awaiting: { text: "Awaiting your review", tone: "bg-violet-50 text-violet-900 ring-violet-200" },
  approved: { text: "Approved", tone: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
  changes_requested: { text: "Changes requested", tone: "bg-amber-50 text-amber-950 ring-amber-200" },
  not_submitted: { text: "Still being written", tone: "bg-slate-100 text-slate-700 ring-slate-200" },
  scheduled: { text: "Scheduled", tone: "bg-sky-50 text-sky-900 ring-sky-200" },
  published: { text: "Published", tone: "bg-slate-100 text-slate-700 ring-slate-200" },
};

export function ReviewPostCard({
  token,
  post,
  reviewerName,
  onNeedName,
}: {
  token: string;
  post: ReviewPostView;
  reviewerName: string;
  onNeedName: () => void;
}) {
  const standing = STANDING[post.standing];
  return (
    <li className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-[1fr_22rem]" data-testid="review-post">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold [overflow-wrap:anywhere]">{post.label}</h2>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${standing.tone}`} data-testid="review-standing">
            {standing.text}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {post.scheduledAt ? (
            <>
              Goes out <LocalTime iso={post.scheduledAt} />
            </>
          ) : post.publishOnApproval ? (
            "Goes out as soon as it is approved"
          ) : (
            "No time chosen yet"
          )}
        </p>
        <PreviewPanel
          workspaceId={null}
          checks={post.checks}
          accounts={post.accounts}
          media={mediaFromUrls(post.mediaUrls, post.mediaType)}
          thread={[]}
          postType="post"
          options={{}}
        />
      </div>
      <div className="space-y-3">
        {post.standing === "awaiting" ? (
          <ReviewDecisionForm token={token} postId={post.id} label={post.label} reviewerName={reviewerName} onNeedName={onNeedName} />
        ) : null}
        {post.decisions.length > 0 ? (
          <section aria-label="Your decisions" className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-700">Decisions through this link</h3>
            <ul className="space-y-2">
              {post.decisions.map((d) => (
                <li key={d.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm" data-testid="review-past-decision">
                  <p>
                    <strong>{d.decision === "approved" ? "Approved" : "Changes requested"}</strong> by {d.reviewerName}, <LocalTime iso={d.createdAt} />
                  </p>
                  {d.comment ? <p className="mt-1 whitespace-pre-wrap text-slate-700">{d.comment}</p> : null}
                  {d.current ? null : (
                    <p className="mt-1 text-xs font-medium text-amber-800" data-testid="review-older-version">
                      About an earlier version: the post has changed since.
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </li>
  );
}

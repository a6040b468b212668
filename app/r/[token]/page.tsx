import type { Metadata } from "next";
import { cookies } from "next/headers";
import { ReviewBoard } from "@/components/review-links/review-board";
import { ReviewPasscodeForm } from "@/components/review-links/review-passcode-form";
import type { ReviewPostView } from "@/components/review-links/review-types";
import { LocalTime } from "@/components/approvals/local-time";
import { ViewerTimeProvider } from "@/components/ui/viewer-time";
import { REVIEW_PASSCODE_COOKIE } from "@/lib/review-cookie";
import { getViewerTime } from "@/lib/session/viewer-time";
import { REVIEW_LINK_PROBLEMS } from "@/lib/services/review-links/find-review-link";
import { openReviewLink, type ReviewPost } from "@/lib/services/review-links/open-review-link";

export const metadata: Metadata = { title: "Review posts", referrer: "no-referrer", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

const toView = (post: ReviewPost): ReviewPostView => ({
  ...post,
  scheduledAt: post.scheduledAt?.toISOString() ?? null,
  decisions: post.decisions.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
});

// GET /r/{token} — a client review link: the link's posts for someone without an account (no session needed)
export default async function ReviewLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const page = await openReviewLink({ token, proof: (await cookies()).get(REVIEW_PASSCODE_COOKIE)?.value });
  // The visitor's own zone: the browser reports it on the first visit and the page is drawn again in it.
  const { zoneSource, ...viewer } = await getViewerTime();
  return (
    <ViewerTimeProvider value={viewer} correctable={zoneSource !== "profile"}>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <header className="space-y-1">
          <span className="text-sm font-semibold tracking-tight text-brand-700">Postlane · client review</span>
          <div className="flex items-center gap-3">
            {page.state === "open" && page.logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- the workspace's logo through the link, from the media store
              <img src={page.logoUrl} alt="" data-testid="review-logo" className="size-10 shrink-0 rounded object-contain" />
            ) : null}
            <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{page.state === "closed" ? "Review posts" : page.title}</h1>
          </div>
          {page.state === "open" ? (
            <p className="text-sm text-slate-600">
              Look at each post as each network will show it, then approve it or say what should change. This link works until{" "}
              <LocalTime iso={page.expiresAt.toISOString()} />.
            </p>
          ) : null}
        </header>
        {page.state === "closed" ? (
          <p role="alert" className="max-w-xl rounded-md bg-red-50 px-4 py-3 text-sm text-red-700" data-testid="review-closed">
            {REVIEW_LINK_PROBLEMS[page.problem]}
          </p>
        ) : page.state === "locked" ? (
          <div className="max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <ReviewPasscodeForm token={token} />
          </div>
        ) : (
          <ReviewBoard token={token} posts={page.posts.map(toView)} />
        )}
      </main>
    </ViewerTimeProvider>
  );
}

// A post's client reviews in the editor: each decision a client made through a review link, newest first,
// marked when the post has changed since (the client saw an earlier version).
import { LocalTime } from "@/components/approvals/local-time";

export interface ClientReviewEntry {
  id: string;
  decision: "approved" | "changes_requested";
  comment: string | null;
  reviewerName: string;
  linkTitle: string;
  createdAt: string;
  current: boolean;
}

export function ClientReviewHistory({ reviews }: { reviews: ClientReviewEntry[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-label="Client review" className="mb-4 rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="client-review-history">
      <h2 className="mb-2 font-semibold">Client review</h2>
      <ul className="space-y-2">
        {reviews.map((r) => (
          <li key={r.id}>
            <p>
              <strong>{r.decision === "approved" ? "Approved" : "Changes requested"}</strong> by {r.reviewerName} (external reviewer, “{r.linkTitle}”),{" "}
              <LocalTime iso={r.createdAt} />
              {r.current ? "" : " · about an earlier version"}
            </p>
            {r.comment ? <p className="mt-0.5 whitespace-pre-wrap text-slate-700">{r.comment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

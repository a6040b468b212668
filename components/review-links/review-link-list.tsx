"use client";

// The workspace's review links: what each shares, until when, how many decisions came through it, and Revoke.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { LocalTime } from "@/components/approvals/local-time";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { revokeReviewLinkAction } from "@/lib/actions/review-links";

export interface ReviewLinkRow {
  id: string;
  title: string;
  state: "active" | "expired" | "revoked";
  postCount: number;
  decisionCount: number;
  hasPasscode: boolean;
  createdBy: string;
  expiresAt: string;
  lastOpenedAt: string | null;
}

const STATE_WORDS = { active: "Active", expired: "Expired", revoked: "Revoked" } as const;

export function ReviewLinkList({ workspaceId, links }: { workspaceId: string; links: ReviewLinkRow[] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function revoke(id: string) {
    setPending(id);
    setError(null);
    try {
      const result = await revokeReviewLinkAction(workspaceId, id);
      if (!result.ok) return setError(result.error);
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(null);
    }
  }

  if (links.length === 0) return <p className="text-sm text-slate-600">No review links yet.</p>;
  return (
    <div className="space-y-2">
      <FormError message={error} />
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {links.map((link) => (
          <li key={link.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm" data-testid="review-link-row">
            <div className="min-w-0 flex-1">
              <p className="font-medium [overflow-wrap:anywhere]">{link.title}</p>
              <p className="text-slate-600">
                {link.postCount} post{link.postCount === 1 ? "" : "s"} · {link.decisionCount} decision{link.decisionCount === 1 ? "" : "s"} ·{" "}
                {link.hasPasscode ? "passcode · " : ""}by {link.createdBy} · {link.state === "active" ? "until" : "ended"} <LocalTime iso={link.expiresAt} />
                {link.lastOpenedAt ? (
                  <>
                    {" "}
                    · last opened <LocalTime iso={link.lastOpenedAt} />
                  </>
                ) : null}
              </p>
            </div>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium" data-testid="review-link-state">
              {STATE_WORDS[link.state]}
            </span>
            {link.state === "active" ? (
              <Button size="sm" variant="danger" disabled={pending !== null} onClick={() => void revoke(link.id)} aria-label={`Revoke ${link.title}`}>
                {pending === link.id ? "Revoking…" : "Revoke"}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

// "Awaiting approval" / "Changes requested" beside a post's status, wherever posts are shown (list, calendar,
// details, queue). Nothing for posts outside the approval flow or already decided.
export const APPROVAL_LABELS: Record<string, string> = {
  pending: "Awaiting approval",
  changes_requested: "Changes requested",
};

const APPROVAL_STYLES: Record<string, string> = {
  pending: "bg-violet-50 text-violet-800",
  changes_requested: "bg-amber-50 text-amber-900",
};

export function ApprovalBadge({ state }: { state: string | undefined }) {
  const label = state ? APPROVAL_LABELS[state] : undefined;
  if (!label) return null;
  return (
    <span className={`inline-flex rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${APPROVAL_STYLES[state!]}`} data-testid="approval-badge">
      {label}
    </span>
  );
}

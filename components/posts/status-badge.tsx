export const STATUS_STYLES: Record<string, string> = {
  draft: "bg-slate-100 text-slate-700",
  scheduled: "bg-sky-50 text-sky-700",
  queued: "bg-amber-50 text-amber-800",
  published: "bg-emerald-50 text-emerald-700",
  partial_published: "bg-orange-50 text-orange-700",
  failed: "bg-red-50 text-red-700",
};

export const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  queued: "Publishing…",
  published: "Published",
  partial_published: "Partly published",
  failed: "Failed",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLES[status] ?? STATUS_STYLES.draft}`}
      data-testid="post-status"
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

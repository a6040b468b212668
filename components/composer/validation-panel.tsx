import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import { networkLabel } from "@/components/ui/format";

// Every problem for every network, before anything is published.
export function ValidationPanel({ checks, pending }: { checks: NetworkCheck[] | undefined; pending: boolean }) {
  const problems = (checks ?? []).flatMap((c) => c.problems.map((p) => ({ ...p, platform: c.platform })));
  return (
    <section aria-label="Checks" className="rounded-xl border border-slate-200 bg-white p-4" aria-busy={pending}>
      <h2 className="text-sm font-semibold">Checks {pending ? <span className="font-normal text-slate-400">(updating…)</span> : null}</h2>
      {!checks || checks.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">Pick at least one account to see what each network needs.</p>
      ) : problems.length === 0 ? (
        <p className="mt-1 text-sm text-emerald-700" data-testid="checks-ok">
          Ready for {checks.map((c) => networkLabel(c.platform)).join(", ")}.
        </p>
      ) : (
        <ul className="mt-2 space-y-1" data-testid="problems">
          {problems.map((p, i) => (
            <li key={i} className="rounded bg-red-50 px-2 py-1 text-sm text-red-700">
              <span className="font-semibold">{networkLabel(p.platform)}</span>: {p.message}
              <span className="ml-1 font-mono text-xs text-red-500">({p.field})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

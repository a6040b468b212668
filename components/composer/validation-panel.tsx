import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import { networkLabel } from "@/components/ui/format";
import { NetworkIcon } from "@/components/ui/network-icon";
import type { Blocker } from "./blockers";

// Every problem for every network, before anything is published: what to do, in the web app's words, and a
// link that takes the person to the field. The API's field paths never show here.
export function ValidationPanel({
  checks,
  blockers,
  pending,
  onGoTo,
}: {
  checks: NetworkCheck[] | undefined;
  blockers: Blocker[];
  pending: boolean;
  onGoTo: (blocker: Blocker) => void;
}) {
  return (
    // With nothing to fix, the heading and the verdict share a line: the composer's side column fits a 900 px screen.
    <section aria-label="Checks" className="rounded-xl border border-slate-200 bg-white px-4 py-3" aria-busy={pending}>
      <h2 className="inline text-sm font-semibold">Checks {pending ? <span className="font-normal text-slate-500">(updating…)</span> : null}</h2>
      {!checks || checks.length === 0 ? (
        <p className="ml-2 inline text-sm text-slate-500">Pick at least one account to see what each network needs.</p>
      ) : blockers.length === 0 ? (
        <p className="ml-2 inline text-sm text-emerald-700" data-testid="checks-ok">
          Ready for {checks.map((c) => networkLabel(c.platform)).join(", ")}.
        </p>
      ) : (
        <ul className="mt-2 space-y-1" data-testid="problems">
          {blockers.map((b, i) => (
            <li key={i} className="flex items-start gap-2 rounded bg-red-50 px-2 py-1 text-sm break-words text-red-700">
              {b.platform ? <NetworkIcon platform={b.platform} size={14} className="mt-0.5" /> : null}
              <span className="min-w-0 flex-1">
                {b.say}{" "}
                <button type="button" className="font-medium whitespace-nowrap underline" onClick={() => onGoTo(b)}>
                  Go to field
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <AltTextWarnings checks={checks ?? []} />
    </section>
  );
}

// Images without alt text never stop a post, but people using screen readers then learn nothing from them:
// one line per image, naming the networks that would have described it.
function AltTextWarnings({ checks }: { checks: NetworkCheck[] }) {
  const byImage = new Map<number, string[]>();
  for (const check of checks) {
    for (const warning of check.warnings ?? []) {
      const index = Number(/\[(\d+)\]$/.exec(warning.field)?.[1] ?? -1);
      if (index >= 0) byImage.set(index, [...(byImage.get(index) ?? []), networkLabel(check.platform)]);
    }
  }
  if (byImage.size === 0) return null;
  const list = new Intl.ListFormat("en", { type: "conjunction" });
  return (
    <ul className="mt-2 space-y-1" data-testid="warnings" aria-label="Worth a look">
      {[...byImage].map(([index, networks]) => (
        <li key={index} className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
          Image {index + 1} has no alt text: people using screen readers on {list.format(networks)} won’t know what it shows.
        </li>
      ))}
    </ul>
  );
}

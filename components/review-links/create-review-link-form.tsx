"use client";

// Makes a client review link: for the posts given (the Approvals page: each can be left out), or for every
// draft and scheduled post of a date range on chosen accounts (the review links page). Shows the link once,
// with Copy: only its hash is kept, so it cannot be shown again.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { createReviewLinkAction } from "@/lib/actions/review-links";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** A day typed in a date field, as the instant its day starts in the browser's zone. */
const startOfDay = (ymd: string, plusDays = 0) => {
  const [y, m, d] = ymd.split("-").map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
};

export function CreateReviewLinkForm({
  workspaceId,
  posts,
  accounts,
}: {
  workspaceId: string;
  /** Chosen posts mode. */
  posts?: { id: string; label: string }[];
  /** Date range mode: the accounts to choose from. */
  accounts?: { id: string; label: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [title, setTitle] = useState("");
  const [days, setDays] = useState("14");
  const [passcode, setPasscode] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(posts?.map((p) => p.id) ?? []));
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [accountIds, setAccountIds] = useState<Set<string>>(() => new Set(accounts?.map((a) => a.id) ?? []));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [made, setMade] = useState<{ url: string; postCount: number } | null>(null);

  const toggle = (set: Set<string>, value: string) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const scope = posts
      ? { postIds: [...chosen] }
      : from && to
        ? { range: { from: startOfDay(from), to: startOfDay(to, 1), accountIds: [...accountIds] } }
        : null;
    if (!scope) return setError("Choose the first and last day of the posts to share.");
    if (posts && chosen.size === 0) return setError("Choose at least one post to share.");
    setPending(true);
    try {
      const result = await createReviewLinkAction(workspaceId, {
        ...scope,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(passcode ? { passcode } : {}),
        expiresInDays: Number(days),
      });
      if (!result.ok) return setError(result.error);
      setMade({ url: `${window.location.origin}${result.data.path}`, postCount: result.data.postCount });
      setPasscode("");
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  if (made) {
    return (
      <div className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm" data-testid="review-link-made">
        <p className="font-medium text-emerald-900">
          Review link for {made.postCount} post{made.postCount === 1 ? "" : "s"}. Copy it now: it is shown only once.
        </p>
        <input readOnly value={made.url} aria-label="Review link" className={inputClass} onFocus={(e) => e.target.select()} data-testid="review-link-url" />
        <div className="flex gap-2">
          <Button variant="primary" onClick={() => void navigator.clipboard?.writeText(made.url)}>
            Copy link
          </Button>
          <Button variant="ghost" onClick={() => setMade(null)}>
            Make another
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-testid="review-link-form">
      <FormError message={error} />
      {posts ? (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-700">Posts to share</legend>
          {posts.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={chosen.has(p.id)} onChange={() => setChosen((s) => toggle(s, p.id))} />
              <span className="[overflow-wrap:anywhere]">{p.label}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="space-y-1 text-sm font-medium text-slate-700">
              <span>First day</span>
              <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={inputClass} required />
            </label>
            <label className="space-y-1 text-sm font-medium text-slate-700">
              <span>Last day</span>
              <input type="date" value={to} onChange={(e) => setTo(e.target.value)} className={inputClass} required />
            </label>
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-700">Accounts</legend>
            {(accounts ?? []).map((a) => (
              <label key={a.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={accountIds.has(a.id)} onChange={() => setAccountIds((s) => toggle(s, a.id))} />
                {a.label}
              </label>
            ))}
          </fieldset>
        </>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="space-y-1 text-sm font-medium text-slate-700">
          <span>Title the client sees</span>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
            className={inputClass}
            placeholder="Posts for review"
          />
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-700">
          <span>Works for</span>
          <select value={days} onChange={(e) => setDays(e.target.value)} className={inputClass}>
            {["1", "3", "7", "14", "30", "90"].map((d) => (
              <option key={d} value={d}>
                {d} day{d === "1" ? "" : "s"}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium text-slate-700">
          <span>Passcode (optional)</span>
          <input
            type="password"
            autoComplete="new-password"
            value={passcode}
            maxLength={64}
            onChange={(e) => setPasscode(e.target.value)}
            className={inputClass}
          />
        </label>
      </div>
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? "Making the link…" : "Make review link"}
      </Button>
    </form>
  );
}

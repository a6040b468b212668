"use client";

import { networkLabel } from "@/components/ui/format";

export interface ComposerAccount {
  id: string;
  platform: string;
  username: string;
  avatarUrl: string | null;
  usable: boolean;
  /** It has a posting schedule with slots ("Add to queue"). */
  hasSchedule?: boolean;
}

function Avatar({ account }: { account: ComposerAccount }) {
  if (account.avatarUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- avatars come from the networks' own CDNs
    return <img src={account.avatarUrl} alt="" className="size-7 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700">
      {account.username.slice(0, 1).toUpperCase()}
    </span>
  );
}

// Connected accounts grouped by network; an account that needs reconnecting cannot be picked.
export function AccountPicker({
  accounts,
  selected,
  onToggle,
}: {
  accounts: ComposerAccount[];
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const groups = new Map<string, ComposerAccount[]>();
  for (const account of accounts) groups.set(account.platform, [...(groups.get(account.platform) ?? []), account]);
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold">Post to</legend>
      {accounts.length === 0 ? <p className="text-sm text-slate-500">No connected accounts yet. Connect one on the Accounts page.</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {[...groups].map(([platform, list]) => (
          <div key={platform}>
            <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{networkLabel(platform)}</p>
            <ul className="space-y-1">
              {list.map((account) => (
                <li key={account.id}>
                  <label
                    className={`flex items-center gap-2 rounded-md px-2 py-1 text-sm ${account.usable ? "cursor-pointer hover:bg-slate-50" : "opacity-60"}`}
                  >
                    <input
                      type="checkbox"
                      checked={selected.has(account.id)}
                      // An account that needs reconnecting cannot be added, but one already on a post can be taken off.
                      disabled={!account.usable && !selected.has(account.id)}
                      onChange={(e) => onToggle(account.id, e.target.checked)}
                      aria-label={`${networkLabel(platform)} @${account.username}`}
                    />
                    <Avatar account={account} />
                    <span className="truncate">@{account.username}</span>
                    {!account.usable ? <span className="text-xs text-red-600">reconnect needed</span> : null}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

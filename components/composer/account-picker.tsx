"use client";

import { networkLabel } from "@/components/ui/format";
import { NetworkIcon } from "@/components/ui/network-icon";
import type { PlatformId } from "@/lib/platforms/ids";

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
    return <img src={account.avatarUrl} alt="" className="size-6 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden className="flex size-6 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700">
      {account.username.slice(0, 1).toUpperCase()}
    </span>
  );
}

// Connected accounts as one row of chips, grouped by network (each chip carries the network's icon), so
// choosing three networks costs one line of the composer, not a column of lists; an account that needs
// reconnecting cannot be picked.
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
  const byNetwork = [...groups.values()].flat();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white px-4 pt-2 pb-3">
      <legend className="px-1 text-sm font-semibold">Post to</legend>
      {accounts.length === 0 ? <p className="text-sm text-slate-500">No connected accounts yet. Connect one on the Accounts page.</p> : null}
      <ul className="flex flex-wrap gap-2">
        {byNetwork.map((account) => {
          const on = selected.has(account.id);
          return (
            <li key={account.id}>
              <label
                title={`${networkLabel(account.platform)} @${account.username}`}
                className={`flex items-center gap-1.5 rounded-full border py-0.5 pr-3 pl-2 text-sm ${on ? "border-brand-500 bg-brand-50" : "border-slate-200"} ${account.usable ? "cursor-pointer hover:bg-slate-50" : "opacity-60"}`}
              >
                <input
                  type="checkbox"
                  checked={on}
                  // An account that needs reconnecting cannot be added, but one already on a post can be taken off.
                  disabled={!account.usable && !on}
                  onChange={(e) => onToggle(account.id, e.target.checked)}
                  aria-label={`${networkLabel(account.platform)} @${account.username}`}
                />
                <NetworkIcon platform={account.platform as PlatformId} size={14} decorative />
                <Avatar account={account} />
                <span className="max-w-40 truncate">@{account.username}</span>
                {!account.usable ? <span className="text-xs text-red-600">reconnect needed</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

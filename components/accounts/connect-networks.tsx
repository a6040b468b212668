import type { ConnectStatus } from "@/lib/platforms/connect-status";
import { CredentialConnect, type CredentialPlatform } from "./credential-connect";
import { networkLabel } from "@/components/ui/format";
import { NetworkIcon } from "@/components/ui/network-icon";
import type { PlatformId } from "@/lib/platforms/ids";

// One entry per network: a connect button when this server can connect it, else the reason it cannot.
export function ConnectNetworks({ workspaceId, canManage, status }: { workspaceId: string; canManage: boolean; status: Record<string, ConnectStatus> }) {
  return (
    <section aria-label="Connect a network" className="mt-8">
      <h2 className="mb-3 text-lg font-semibold">Connect a network</h2>
      {!canManage ? <p className="mb-3 text-sm text-slate-600">Managers, admins and owners connect accounts.</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Object.entries(status).map(([platform, s]) => (
          <li key={platform} className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`connect-${platform}`}>
            <p className="flex items-center gap-2 font-medium">
              <NetworkIcon platform={platform as PlatformId} size={18} decorative />
              {networkLabel(platform)}
            </p>
            {s.method === "oauth" && s.configured ? (
              canManage ? (
                <a
                  href={`/api/connect/${platform}/start?workspace=${workspaceId}`}
                  className="mt-2 inline-block rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
                >
                  Connect {platform}
                </a>
              ) : null
            ) : s.method === "credentials" ? (
              // The networks connectStatus() marks "credentials" are exactly the ones with a form.
              canManage ? (
                <CredentialConnect workspaceId={workspaceId} platform={platform as CredentialPlatform} />
              ) : null
            ) : (
              <p className="mt-1 text-sm text-slate-500">{s.reason ? `${s.reason[0]!.toUpperCase()}${s.reason.slice(1)}.` : null}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

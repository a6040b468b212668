import type { Metadata } from "next";
import { AccountList } from "@/components/accounts/account-list";
import { AddSandboxAccountsButton } from "@/components/accounts/add-sandbox-accounts-button";
import { ConnectNetworks } from "@/components/accounts/connect-networks";
import { PageHeader } from "@/components/ui/page-header";
import { roleAtLeast } from "@/lib/auth/roles";
import { getWorkspaceContext } from "@/lib/session/workspace-context";
import { connectStatus } from "@/lib/platforms/connect-status";
import { listAccounts } from "@/lib/services/accounts/list-accounts";
import { networkLabel } from "@/components/ui/format";
import { tokenHealth } from "@/lib/tokens/token-health";

export const metadata: Metadata = { title: "Accounts" };

export default async function AccountsPage({
  params,
  searchParams,
}: {
  params: Promise<{ workspace: string }>;
  searchParams: Promise<{ connected?: string; count?: string; connectError?: string; platform?: string }>;
}) {
  const { workspace: workspaceId } = await params;
  const flags = await searchParams;
  const { user, role } = await getWorkspaceContext(workspaceId);
  const accounts = (await listAccounts({ workspaceId, actor: { kind: "user", userId: user.id } })).rows;
  const manage = roleAtLeast(role, "manager");
  const now = new Date();
  const health = (a: (typeof accounts)[number]) => tokenHealth(a, now);
  return (
    <>
      <PageHeader title="Accounts" description="The social accounts this workspace publishes to, and their health." />
      {flags.connected ? (
        <p role="status" className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          Connected {flags.count ?? "1"} {networkLabel(flags.connected)} account{flags.count === "1" ? "" : "s"}.
        </p>
      ) : null}
      {flags.connectError ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          Connecting {flags.platform ?? "the account"} did not work: {flags.connectError}
        </p>
      ) : null}
      <AccountList
        workspaceId={workspaceId}
        canManage={manage}
        now={now.getTime()}
        accounts={accounts.map((a) => ({
          id: a.id,
          platform: a.platform,
          username: a.platformUsername,
          avatarUrl: a.profileImageUrl,
          connectedAt: a.connectedAt.toISOString(),
          isConnected: a.isConnected,
          requiresReauth: health(a).requiresReauth,
          token: {
            expiresAt: a.tokenExpiresAt?.toISOString() ?? null,
            refreshExpiresAt: a.refreshTokenExpiresAt?.toISOString() ?? null,
            lastRefreshAt: a.tokenRefreshedAt?.toISOString() ?? null,
            lastError: a.tokenError,
            lastErrorAt: a.tokenErrorAt?.toISOString() ?? null,
            warning: health(a).warning,
          },
          oauth: connectStatus()[a.platform as keyof ReturnType<typeof connectStatus>]?.method === "oauth",
        }))}
      />
      {manage ? (
        <section aria-labelledby="sandbox-title" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="sandbox-title" className="font-semibold">
            Try every network first
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">
            Sandbox accounts behave like each network (its rules, limits and previews) and publish to a sandbox, never to the network.
          </p>
          <AddSandboxAccountsButton workspaceId={workspaceId} />
        </section>
      ) : null}
      <ConnectNetworks workspaceId={workspaceId} canManage={manage} status={connectStatus()} />
    </>
  );
}

import { json } from "@/lib/api/respond";
import { serializeAccount } from "@/lib/api/serializers/serialize-account";
import { withApiKey } from "@/lib/api/with-api-key";
import { listAccounts } from "@/lib/services/accounts/list-accounts";

export const dynamic = "force-dynamic";

// GET /accounts — the workspace's social accounts (ids to publish with); never tokens
export const GET = withApiKey({ scope: "accounts:read" }, async ({ auth }) => {
  const accounts = await listAccounts({ workspaceId: auth.workspaceId, actor: auth.actor });
  const now = new Date();
  return json({ accounts: accounts.map((account) => serializeAccount(account, now)) });
});

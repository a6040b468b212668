import { parseQuery } from "@/lib/api/parse-query";
import { json } from "@/lib/api/respond";
import { serializeAccount } from "@/lib/serializers/serialize-account";
import { accountOperations } from "@/lib/api/operations/accounts";
import { withApiKey } from "@/lib/api/with-api-key";
import { listAccounts } from "@/lib/services/accounts/list-accounts";

export const dynamic = "force-dynamic";

// GET /accounts — the workspace's social accounts (ids to publish with), a page at a time; never tokens
export const GET = withApiKey(accountOperations.listAccounts, async ({ req, auth }) => {
  const page = parseQuery(req, accountOperations.listAccounts.query);
  const { rows, nextCursor } = await listAccounts({ workspaceId: auth.workspaceId, actor: auth.actor, page });
  const now = new Date();
  return json({ accounts: rows.map((account) => serializeAccount(account, now)), nextCursor });
});

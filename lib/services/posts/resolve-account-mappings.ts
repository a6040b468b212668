// Checks a post's channel selection against the workspace's accounts: each mapping's account must exist in
// this workspace, be connected and be of the mapping's platform. A mapping without accountId takes the
// workspace's only connected account of that platform (and is refused when there are none or several).
import { db, type DbTransaction } from "../../db";
import { BadRequestError } from "../../errors";
import { isUuid } from "../../api/route-id";
import type { AccountMapping } from "./queue-post-for-publishing";

export interface MappingToResolve {
  platform: string;
  accountId?: string;
  /** The request field naming this mapping's account, for messages (`accountMappings[1].accountId`). */
  field: string;
}

/** `client`: the caller's transaction when inside one (the embedded database has a single connection). */
export async function resolveAccountMappings(workspaceId: string, mappings: MappingToResolve[], client: DbTransaction = db): Promise<AccountMapping[]> {
  const ids = mappings.map((m) => m.accountId).filter(isUuid);
  const platforms = [...new Set(mappings.map((m) => m.platform))];
  const accounts = await client.socialAccount.findMany({
    where: { workspaceId, OR: [{ id: { in: ids } }, { platform: { in: platforms }, isConnected: true }] },
    select: { id: true, platform: true, isConnected: true, platformUsername: true },
  });

  const resolved: AccountMapping[] = [];
  const seen = new Map<string, string>();
  for (const mapping of mappings) {
    let accountId: string;
    if (mapping.accountId !== undefined) {
      const account = isUuid(mapping.accountId) ? accounts.find((a) => a.id === mapping.accountId!.toLowerCase()) : undefined;
      if (!account) throw new BadRequestError(`${mapping.field}: no account with this id in this workspace (see GET /accounts)`);
      if (account.platform !== mapping.platform) {
        throw new BadRequestError(`${mapping.field}: the account is a ${account.platform} account, not ${mapping.platform}`);
      }
      if (!account.isConnected) throw new BadRequestError(`${mapping.field}: the ${account.platform} account ${account.platformUsername} is not connected`);
      accountId = account.id;
    } else {
      const candidates = accounts.filter((a) => a.platform === mapping.platform && a.isConnected);
      if (candidates.length !== 1) {
        throw new BadRequestError(
          candidates.length === 0
            ? `${mapping.field}: required; this workspace has no connected ${mapping.platform} account`
            : `${mapping.field}: required; this workspace has ${candidates.length} connected ${mapping.platform} accounts`,
        );
      }
      accountId = candidates[0].id;
    }
    const identity = `${mapping.platform}:${accountId}`;
    const earlier = seen.get(identity);
    if (earlier) throw new BadRequestError(`${mapping.field}: the same account appears twice (also at ${earlier})`);
    seen.set(identity, mapping.field);
    resolved.push({ platform: mapping.platform, accountId });
  }
  return resolved;
}

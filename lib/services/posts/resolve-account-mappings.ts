// Checks a post's channel selection against the workspace's accounts: each mapping's account must exist in
// this workspace, be connected and be of the mapping's platform. A mapping without accountId takes the
// workspace's only connected account of that platform (and is refused when there are none or several).
// inspectAccountMappings reports every mapping's outcome (the dry run lists them all);
// resolveAccountMappings refuses the first problem with a 400 (create and edit).
import { Prisma } from "@/generated/prisma/client";
import { db, readRows, type DbTransaction } from "../../db";
import { BadRequestError } from "../../errors";
import { isUuid } from "../../schemas/common";
import type { AccountMapping } from "./queue-post-for-publishing";

export interface MappingToResolve {
  platform: string;
  accountId?: string;
  /** The request field naming this mapping's account, for messages (`accountMappings[1].accountId`). */
  field: string;
}

export type MappingOutcome = {
  platform: string;
  field: string;
  /** The account the mapping resolved to, else the id as requested (null when none was given). */
  accountId: string | null;
  /** Why the mapping cannot be used (without the field name), or null. */
  problem: string | null;
  /** The account must be reconnected before it can publish (not a reason to refuse a draft). */
  requiresReauth: boolean;
  username: string | null;
};

interface AccountRow {
  id: string;
  platform: string;
  isConnected: boolean;
  requiresReauth: boolean;
  platformUsername: string;
}

/** `client`: the caller's transaction when inside one (the embedded database has a single connection). */
export async function inspectAccountMappings(workspaceId: string, mappings: MappingToResolve[], client: DbTransaction = db): Promise<MappingOutcome[]> {
  const ids = mappings.map((m) => m.accountId).filter(isUuid);
  const platforms = [...new Set(mappings.map((m) => m.platform))];
  // Raw SQL: this runs on every POST /posts, where the ORM's query building cost more than the query.
  const query = Prisma.sql`
    SELECT id::text AS "id", platform, is_connected AS "isConnected", requires_reauth AS "requiresReauth", platform_username AS "platformUsername"
    FROM social_accounts
    WHERE workspace_id = ${workspaceId}::uuid AND (id = ANY(${ids}::uuid[]) OR (platform = ANY(${platforms}::text[]) AND is_connected))`;
  const accounts = client === db ? await readRows<AccountRow>(query, { prepare: true }) : await client.$queryRaw<AccountRow[]>(query);

  const seen = new Map<string, string>();
  return mappings.map((mapping) => {
    const outcome = (problem: string | null, account?: (typeof accounts)[number]): MappingOutcome => ({
      platform: mapping.platform,
      field: mapping.field,
      accountId: account?.id ?? mapping.accountId ?? null,
      problem,
      requiresReauth: account?.requiresReauth ?? false,
      username: account?.platformUsername ?? null,
    });
    let account: (typeof accounts)[number];
    if (mapping.accountId !== undefined) {
      const found = isUuid(mapping.accountId) ? accounts.find((a) => a.id === mapping.accountId!.toLowerCase()) : undefined;
      if (!found) return outcome("no account with this id in this workspace (see GET /accounts)");
      if (found.platform !== mapping.platform) return outcome(`the account is a ${found.platform} account, not ${mapping.platform}`, found);
      if (!found.isConnected) return outcome(`the ${found.platform} account ${found.platformUsername} is not connected`, found);
      account = found;
    } else {
      const candidates = accounts.filter((a) => a.platform === mapping.platform && a.isConnected);
      if (candidates.length !== 1) {
        return outcome(
          candidates.length === 0
            ? `required; this workspace has no connected ${mapping.platform} account`
            : `required; this workspace has ${candidates.length} connected ${mapping.platform} accounts`,
        );
      }
      account = candidates[0];
    }
    const identity = `${mapping.platform}:${account.id}`;
    const earlier = seen.get(identity);
    if (earlier) return outcome(`the same account appears twice (also at ${earlier})`, account);
    seen.set(identity, mapping.field);
    return outcome(null, account);
  });
}

export async function resolveAccountMappings(workspaceId: string, mappings: MappingToResolve[], client: DbTransaction = db): Promise<AccountMapping[]> {
  const outcomes = await inspectAccountMappings(workspaceId, mappings, client);
  const refused = outcomes.find((o) => o.problem !== null);
  if (refused) throw new BadRequestError(`${refused.field}: ${refused.problem}`);
  return outcomes.map((o) => ({ platform: o.platform, accountId: o.accountId! }));
}

export type NamedAccountMapping = Required<AccountMapping>;

/**
 * The mappings as requested when each names its account by a well-formed id, a different one each: the
 * statement that stores a draft can then check them itself (`accountsVerifiedBy`), one round trip instead of two.
 * Null when a mapping must be looked up to be resolved (no id) or is refused for sure (a malformed or repeated
 * id): resolveAccountMappings handles those, with its messages.
 */
export function mappingsNamingTheirAccounts(mappings: MappingToResolve[]): NamedAccountMapping[] | null {
  const named: NamedAccountMapping[] = [];
  const ids = new Set<string>();
  for (const { platform, accountId } of mappings) {
    if (!isUuid(accountId)) return null;
    const id = accountId.toLowerCase();
    if (ids.has(id)) return null;
    ids.add(id);
    named.push({ platform, accountId: id });
  }
  return named;
}

/**
 * A condition, for a statement that stores these mappings, that holds exactly when resolveAccountMappings
 * would accept them as they are (each account in the workspace, of the mapping's platform and connected), as
 * the statement sees the accounts. `mappings` come from mappingsNamingTheirAccounts (distinct ids).
 */
export function accountsVerifiedBy(workspaceId: string, mappings: NamedAccountMapping[]): Prisma.Sql {
  const ids = mappings.map((m) => m.accountId);
  const platforms = mappings.map((m) => m.platform);
  return Prisma.sql`(SELECT count(*) FROM social_accounts
      WHERE workspace_id = ${workspaceId}::uuid AND is_connected
        AND (id, platform) IN (SELECT * FROM unnest(${ids}::uuid[], ${platforms}::text[]))) = ${mappings.length}::int`;
}

// Renews a connected account's access token now (an operator's "refresh", tests), through the one refresh
// service (lib/tokens/fresh-account.ts): single flight per account, health recorded, a grant gone for good
// marks the account requires_reauth.
import { NotFoundError } from "../../errors";
import { AccountNotFoundError, freshAccount } from "../../tokens/fresh-account";
import type { AccountContext } from "../../platforms/types";

export async function refreshAccountToken({ accountId, signal }: { accountId: string; signal: AbortSignal }): Promise<AccountContext> {
  try {
    return (await freshAccount({ accountId, signal, force: true })).account;
  } catch (error) {
    if (error instanceof AccountNotFoundError) throw new NotFoundError("Account");
    throw error;
  }
}

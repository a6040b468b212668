// A read a person's page asks of a connected account's network (Pinterest boards, TikTok creator info): the
// account checked (workspace, network, connected), its token fresh through the one refresh service, one retry
// after a refresh when the network refuses a token that looked valid, and the network's failures as the API's
// errors: 409 to reconnect, 429 with Retry-After, 502 otherwise.
import { z } from "zod";
import type { SocialAccount } from "@/generated/prisma/client";
import { db } from "../../db";
import { AppError, BadRequestError, ConflictError, NotFoundError, RateLimitedError } from "../../errors";
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import { PlatformAuthExpiredError, PlatformRateLimitedError, toPlatformError } from "../../platforms/errors";
import type { AccountContext } from "../../platforms/types";
import { freshAccount } from "../../tokens/fresh-account";
import { requireReader, type ContentActor } from "../workspaces/authorize-actor";

const CALL_TIMEOUT_MS = 15_000;

export async function readFromNetwork<T>({
  workspaceId,
  actor,
  accountId,
  platform,
  what,
  onlyFor,
  sandbox,
  read,
}: {
  workspaceId: string;
  actor: ContentActor;
  accountId: string;
  platform: PlatformId;
  /** "list its boards": what the person asked, for the messages. */
  what: string;
  /** Why an account of another network is refused: "boards exist only for Pinterest accounts". */
  onlyFor: string;
  /** The answer for a sandbox account, which never calls a network. */
  sandbox: (row: SocialAccount) => T;
  read: (account: AccountContext, signal: AbortSignal) => Promise<T>;
}): Promise<T> {
  if (!z.uuid().safeParse(accountId).success) throw new NotFoundError("Account");
  await requireReader(workspaceId, actor);
  const row = await db.socialAccount.findFirst({ where: { id: accountId.toLowerCase(), workspaceId } });
  if (!row) throw new NotFoundError("Account");
  const network = PLATFORM_LABELS[platform];
  if (row.platform !== platform) {
    const label = PLATFORM_LABELS[row.platform as PlatformId] ?? row.platform;
    throw new BadRequestError(`id: this is a ${label} account; ${onlyFor}`);
  }
  const reconnect = `${network} no longer accepts this account's access; reconnect it on the Accounts page`;
  if (!row.isConnected) throw new ConflictError(`the ${network} account is disconnected; connect it again to ${what}`);
  if (row.requiresReauth) throw new ConflictError(reconnect);
  if (row.isSandbox) return sandbox(row);

  const toAppError = (error: unknown): AppError => {
    if (error instanceof AppError) return error;
    const failure = toPlatformError(error);
    if (failure instanceof PlatformRateLimitedError) {
      const seconds = Math.max(1, Math.ceil((failure.retryAt.getTime() - Date.now()) / 1000));
      return new RateLimitedError(`${network} is rate limiting this account; try again in ${seconds} s`, { "Retry-After": String(seconds) });
    }
    if (failure instanceof PlatformAuthExpiredError) return new ConflictError(reconnect);
    return new AppError(502, `${network} could not ${what}: ${failure.message}`);
  };
  const fresh = async (rejectedAccessToken?: string | null) => {
    try {
      return (await freshAccount({ accountId: row.id, signal: AbortSignal.timeout(CALL_TIMEOUT_MS), rejectedAccessToken })).account;
    } catch (error) {
      throw toAppError(error);
    }
  };

  // The one refresh service (lib/tokens/fresh-account.ts): renewed ahead of expiry, single flight per account.
  let account = await fresh();
  try {
    return await read(account, AbortSignal.timeout(CALL_TIMEOUT_MS));
  } catch (error) {
    if (!(error instanceof PlatformAuthExpiredError)) throw toAppError(error);
  }
  // The token was refused although it looked valid (revoked, rotated elsewhere): refresh once and ask again.
  account = await fresh(account.credentials.accessToken ?? null);
  try {
    return await read(account, AbortSignal.timeout(CALL_TIMEOUT_MS));
  } catch (error) {
    throw toAppError(error);
  }
}

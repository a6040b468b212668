// The dry run's account-level check of a first comment: a network may take comments while the connected account
// cannot (a Discord webhook cannot reply, a Telegram channel keeps its comments in a discussion group). Read only
// when a mapped Discord or Telegram account has a first comment, so other dry runs pay no query.
import { db } from "../../db";
import { ruleProblem } from "../../platforms/check-rules";
import { firstCommentAccountProblem, readFirstComment } from "../../platforms/first-comment";
import type { PlatformId } from "../../platforms/ids";
import type { Problem } from "../../platforms/types";

const ACCOUNT_DEPENDENT: ReadonlySet<PlatformId> = new Set(["discord", "telegram"]);

interface Mapping {
  platform: string;
  accountId: string | null;
  problem: string | null;
}

/** One problem per mapping whose account cannot take the first comment set for its network. */
export async function firstCommentAccountProblems(
  workspaceId: string,
  mappings: Mapping[],
  platformOptions: Record<string, unknown>,
): Promise<Array<Problem & { platform: PlatformId; accountId: string }>> {
  const hasComment = (platform: string) => {
    const options = platformOptions[platform];
    return typeof options === "object" && options !== null && readFirstComment(options as Record<string, unknown>) !== null;
  };
  const wanted = mappings.filter(
    (m): m is Mapping & { accountId: string } =>
      m.accountId !== null && !m.problem && ACCOUNT_DEPENDENT.has(m.platform as PlatformId) && hasComment(m.platform),
  );
  if (wanted.length === 0) return [];
  const accounts = await db.socialAccount.findMany({
    where: { workspaceId, id: { in: wanted.map((m) => m.accountId) } },
    select: { id: true, settings: true },
  });
  return wanted.flatMap((m) => {
    const settings = accounts.find((a) => a.id === m.accountId)?.settings;
    const platform = m.platform as PlatformId;
    const reason = firstCommentAccountProblem(platform, (settings ?? {}) as Record<string, unknown>);
    return reason
      ? [{ platform, accountId: m.accountId, ...ruleProblem(`platformOptions.${platform}.firstComment`, "first_comment_unsupported", { reason }) }]
      : [];
  });
}

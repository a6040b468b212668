"use client";

// What TikTok lets each chosen creator post (GET /api/accounts/{id}/tiktok-creator, asked once per account
// and cached), merged for the panel: a level or interaction is offered only if every chosen creator has it.
import { useQueries } from "@tanstack/react-query";
import type { TiktokCreatorInfo } from "@/lib/platforms/tiktok/creator-info";

export interface TiktokCreatorsView {
  /** Per account id, once loaded. */
  byAccount: Record<string, TiktokCreatorInfo>;
  /** Privacy levels every loaded creator is offered; null until one has loaded (everything shown meanwhile). */
  privacyLevels: string[] | null;
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  /** The shortest of the creators' longest allowed videos. */
  maxVideoPostDurationSec: number | null;
  error: string | null;
}

export function useTiktokCreators(workspaceId: string, accountIds: string[]): TiktokCreatorsView {
  const results = useQueries({
    queries: accountIds.map((accountId) => ({
      queryKey: ["tiktok-creator", workspaceId, accountId],
      staleTime: 5 * 60_000,
      retry: false,
      queryFn: async (): Promise<TiktokCreatorInfo> => {
        const res = await fetch(`/api/accounts/${accountId}/tiktok-creator?workspace=${workspaceId}`, { headers: { accept: "application/json" } });
        const body = (await res.json().catch(() => ({}))) as { creator?: TiktokCreatorInfo; error?: string };
        if (!res.ok || !body.creator) throw new Error(body.error ?? `TikTok's posting options could not be loaded (HTTP ${res.status})`);
        return body.creator;
      },
    })),
  });
  const loaded = results.flatMap((r, i) => (r.data ? [[accountIds[i]!, r.data] as const] : []));
  const infos = loaded.map(([, info]) => info);
  const durations = infos.flatMap((i) => (i.maxVideoPostDurationSec ? [i.maxVideoPostDurationSec] : []));
  return {
    byAccount: Object.fromEntries(loaded),
    privacyLevels:
      infos.length === 0
        ? null
        : infos.reduce<string[]>((levels, info) => levels.filter((l) => info.privacyLevelOptions.includes(l)), [...infos[0]!.privacyLevelOptions]),
    commentDisabled: infos.some((i) => i.commentDisabled),
    duetDisabled: infos.some((i) => i.duetDisabled),
    stitchDisabled: infos.some((i) => i.stitchDisabled),
    maxVideoPostDurationSec: durations.length > 0 ? Math.min(...durations) : null,
    error: results.find((r) => r.error)?.error?.message ?? null,
  };
}

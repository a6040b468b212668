"use client";

// A page's analytics: period picker, totals, a chart per day and a table per block and per referrer.
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { getJson } from "@/components/ui/get-json";
import { Segmented } from "@/components/ui/segmented";
import type { LinkAnalyticsPeriod, LinkAnalyticsResult } from "@/lib/schemas/links";

const LinkAnalyticsChart = dynamic(() => import("./link-analytics-chart").then((m) => m.LinkAnalyticsChart), {
  ssr: false,
  loading: () => <div className="h-72 rounded-xl border border-slate-200 bg-white" />,
});

const PERIODS = [
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "90d", label: "90 days" },
  { value: "all", label: "All time" },
] as const;

const percent = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(1)} %`);

/** `initial`: the period the page opens on, with its figures (rendered by the server). */
export function LinkAnalyticsView({
  workspaceId,
  pageId,
  initial,
}: {
  workspaceId: string;
  pageId: string;
  initial: { period: LinkAnalyticsPeriod; data: LinkAnalyticsResult };
}) {
  const [period, setPeriod] = useState<LinkAnalyticsPeriod>(initial.period);
  const { data, error, isFetching } = useQuery({
    queryKey: ["link-analytics", pageId, period],
    // GET /api/links/{id}/analytics: a route handler, cancelled through react-query's signal when the period changes.
    queryFn: ({ signal }) => getJson<LinkAnalyticsResult>(`/api/links/${pageId}/analytics`, { workspace: workspaceId, period }, signal),
    // The server's figures show at once; they are read again on every visit (clicks arrive all the time).
    initialData: period === initial.period ? initial.data : undefined,
    refetchOnMount: "always",
  });

  const totals: [string, string, string][] = data
    ? [
        ["Views", String(data.totals.views), "views"],
        ["Unique visitors", String(data.totals.uniqueVisitors), "unique"],
        ["Clicks", String(data.totals.clicks), "clicks"],
        ["Click-through rate", percent(data.totals.clickThroughRate), "ctr"],
      ]
    : [];
  return (
    <div className="space-y-6" aria-busy={isFetching}>
      <Segmented label="Period" options={PERIODS} value={period} onChange={setPeriod} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {(error as Error).message}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {totals.map(([label, value, id]) => (
              <div key={id} className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-500">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid={`total-${id}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <LinkAnalyticsChart days={data.days} />
          <section aria-labelledby="blocks-table" className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="blocks-table" className="mb-2 text-base font-semibold">
              Blocks
            </h2>
            <table className="w-full text-left text-sm" data-testid="block-table">
              <thead>
                <tr className="border-b border-slate-200 text-slate-500">
                  <th scope="col" className="py-2 font-medium">
                    Block
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Clicks
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    CTR
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.blocks.map((b) => (
                  <tr key={b.blockId} className="border-b border-slate-100">
                    <th scope="row" className="py-2 font-normal">
                      {b.label ?? "(deleted block)"} <span className="text-xs text-slate-500">{b.type ?? ""}</span>
                    </th>
                    <td className="py-2 text-right tabular-nums">{b.clicks}</td>
                    <td className="py-2 text-right tabular-nums">{percent(b.clickThroughRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="referrers-table" className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="referrers-table" className="mb-2 text-base font-semibold">
              Referrers
            </h2>
            {data.referrers.length === 0 ? (
              <p className="text-sm text-slate-500">No referring sites in this period.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <tbody>
                  {data.referrers.map((r) => (
                    <tr key={r.domain} className="border-b border-slate-100">
                      <th scope="row" className="py-2 font-normal">
                        {r.domain}
                      </th>
                      <td className="py-2 text-right tabular-nums">{r.views}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

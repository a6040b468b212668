"use client";

// The charts of the analytics page (recharts, loaded on its own so the rest of the page never waits for
// it): one per metric over time, stacked by network, and the networks side by side for a chosen metric.
import { useState } from "react";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { MetricSeries } from "@/lib/services/analytics/get-metric-series";
import { useTimeFormat } from "@/components/ui/viewer-time";
import { CHART_CHROME, NETWORK_COLORS, useColorScheme } from "./chart-colors";
import { METRIC_LABELS, bucketLabel, formatCount, networkLabel, type TotalName } from "./metric-format";

/** The palette of the theme in use: series colours and the axis, grid and hover colours. */
function usePalette() {
  const scheme = useColorScheme();
  const chrome = CHART_CHROME[scheme];
  return { ...chrome, axisTick: { fontSize: 11, fill: chrome.axis }, color: (p: string) => NETWORK_COLORS[scheme][p] ?? chrome.fallback };
}

function OverTime({ series, metric }: { series: MetricSeries; metric: TotalName }) {
  const f = useTimeFormat();
  const palette = usePalette();
  const data = series.buckets.map((b) => ({
    label: bucketLabel(f, b.start, series.granularity),
    ...Object.fromEntries(series.platforms.map((p) => [p, b.byPlatform[p]?.[metric] ?? 0])),
  }));
  const latest = series.buckets.at(-1)?.totals[metric] ?? 0;
  return (
    <figure
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-label={`${METRIC_LABELS[metric]} over time by network`}
      data-testid={`chart-${metric}`}
    >
      <figcaption className="mb-2 flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">{METRIC_LABELS[metric]}</span>
        <span className="text-sm text-slate-500 tabular-nums">{formatCount(f, latest)}</span>
      </figcaption>
      <div className="h-44">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={palette.grid} vertical={false} />
            <XAxis dataKey="label" tick={palette.axisTick} tickLine={false} axisLine={false} minTickGap={24} />
            <YAxis tick={palette.axisTick} tickLine={false} axisLine={false} tickFormatter={f.compactNumber} allowDecimals={false} width={48} />
            <Tooltip formatter={(value, name) => [formatCount(f, Number(value)), networkLabel(String(name))]} />
            {series.platforms.map((p) => (
              <Area
                key={p}
                type="monotone"
                dataKey={p}
                stackId="networks"
                stroke={palette.color(p)}
                fill={palette.color(p)}
                fillOpacity={0.25}
                isAnimationActive={false}
              />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function ByNetwork({ byPlatform, metrics }: { byPlatform: Record<string, Record<string, number>>; metrics: TotalName[] }) {
  const f = useTimeFormat();
  const palette = usePalette();
  const [metric, setMetric] = useState<TotalName>(metrics[0]);
  const data = Object.entries(byPlatform)
    .map(([platform, totals]) => ({ platform, label: networkLabel(platform), value: totals[metric] ?? 0 }))
    .sort((a, b) => b.value - a.value);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" aria-label={`${METRIC_LABELS[metric]} by network`} data-testid="chart-by-network">
      <figcaption className="mb-2 flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">By network</span>
        <label className="text-xs text-slate-500">
          <span className="sr-only">Metric by network</span>
          <select
            value={metric}
            onChange={(e) => setMetric(e.target.value as TotalName)}
            className="rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs text-slate-700"
          >
            {metrics.map((m) => (
              <option key={m} value={m}>
                {METRIC_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
      </figcaption>
      <div style={{ height: Math.max(120, data.length * 34 + 24) }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={palette.grid} horizontal={false} />
            <XAxis type="number" tick={palette.axisTick} tickLine={false} axisLine={false} tickFormatter={f.compactNumber} allowDecimals={false} />
            <YAxis type="category" dataKey="label" tick={palette.axisTick} tickLine={false} axisLine={false} width={88} />
            <Tooltip formatter={(value) => [formatCount(f, Number(value)), METRIC_LABELS[metric]]} cursor={{ fill: palette.cursor }} />
            <Bar dataKey="value" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.platform} fill={palette.color(d.platform)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function MetricCharts({
  series,
  byPlatform,
  metrics,
}: {
  series: MetricSeries;
  byPlatform: Record<string, Record<string, number>>;
  metrics: TotalName[];
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <ByNetwork byPlatform={byPlatform} metrics={metrics} />
        </div>
        <div className="lg:col-span-2">
          <OverTime series={series} metric={metrics[0]} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {metrics.slice(1).map((metric) => (
          <OverTime key={metric} series={series} metric={metric} />
        ))}
      </div>
      <NetworkLegend platforms={series.platforms} />
    </div>
  );
}

/** One legend for every chart: the same colour means the same network everywhere. */
function NetworkLegend({ platforms }: { platforms: string[] }) {
  const palette = usePalette();
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-slate-600" aria-label="Networks">
      {platforms.map((p) => (
        <li key={p} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-2.5 rounded-sm" style={{ background: palette.color(p) }} />
          {networkLabel(p)}
        </li>
      ))}
    </ul>
  );
}

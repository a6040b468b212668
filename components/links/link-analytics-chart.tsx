"use client";

// Views and clicks per day (recharts, loaded on its own as the analytics page's charts are).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_CHROME, LINK_SERIES_COLORS, useColorScheme } from "@/components/analytics/chart-colors";
import type { LinkAnalyticsResult } from "@/lib/schemas/links";

export function LinkAnalyticsChart({ days }: { days: LinkAnalyticsResult["days"] }) {
  const scheme = useColorScheme();
  const chrome = CHART_CHROME[scheme];
  const series = LINK_SERIES_COLORS[scheme];
  const tick = { fontSize: 11, fill: chrome.axis };
  const data = days.map((d) => ({ ...d, label: d.date.slice(5) }));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" aria-label="Views and clicks per day" data-testid="link-chart">
      <figcaption className="mb-2 text-sm font-medium text-slate-700">Per day (UTC)</figcaption>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={chrome.grid} vertical={false} />
            <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis tick={tick} tickLine={false} axisLine={false} allowDecimals={false} width={40} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="views" name="Views" fill={series.views} isAnimationActive={false} />
            <Bar dataKey="uniqueVisitors" name="Unique visitors" fill={series.uniqueVisitors} isAnimationActive={false} />
            <Bar dataKey="clicks" name="Clicks" fill={series.clicks} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

"use client";

// Views and clicks per day (recharts, loaded on its own as the analytics page's charts are).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { LinkAnalyticsResult } from "@/lib/schemas/links";

const AXIS = { fontSize: 11, fill: "#64748b" };

export function LinkAnalyticsChart({ days }: { days: LinkAnalyticsResult["days"] }) {
  const data = days.map((d) => ({ ...d, label: d.date.slice(5) }));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" aria-label="Views and clicks per day" data-testid="link-chart">
      <figcaption className="mb-2 text-sm font-medium text-slate-700">Per day (UTC)</figcaption>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} width={40} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="views" name="Views" fill="#1d4ed8" isAnimationActive={false} />
            <Bar dataKey="uniqueVisitors" name="Unique visitors" fill="#0e7490" isAnimationActive={false} />
            <Bar dataKey="clicks" name="Clicks" fill="#be123c" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

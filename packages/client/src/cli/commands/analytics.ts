// postlane analytics get | export: the published posts' metrics (GET /analytics, a page at a time or --all), and
// the same rows as a CSV or PDF file (GET /analytics/export).
import { writeFileSync } from "node:fs";
import { unwrap } from "../../client.js";
import { stringValue, UsageError, type Command, type OptionSpec } from "../command.js";
import { localTime, printTable } from "../output.js";
import { pageOptions, readList } from "../paging.js";

type Period = "7d" | "30d" | "90d" | "all";

const filterOptions: Record<string, OptionSpec> = {
  period: { type: "string", valueName: "period", description: "7d, 30d, 90d or all (over the publication time). Default: 30d." },
  platform: { type: "string", valueName: "network", description: "Only this network's rows (bluesky, instagram …). Default: every network." },
};

function filters(values: Record<string, unknown>) {
  const period = stringValue(values as never, "period") as Period | undefined;
  const platform = stringValue(values as never, "platform");
  return { ...(period ? { period } : {}), ...(platform ? { platform: platform as never } : {}) };
}

export const analyticsCommands: Command[] = [
  {
    group: "analytics",
    action: "get",
    summary: "List published posts with their latest metrics, and the totals",
    options: { ...filterOptions, ...pageOptions("posts", { defaultValue: 50, max: 200 }) },
    run: async ({ client, values, print, note }) => {
      const answer = await readList(values, note, (page) => unwrap(client.GET("/analytics", { params: { query: { ...filters(values), ...page } } })), "posts");
      print(answer, () =>
        printTable(
          answer.posts,
          {
            post: (p) => p.postId,
            network: (p) => p.platform,
            published: (p) => localTime(p.publishedAt),
            views: (p) => p.views,
            likes: (p) => p.likes,
            caption: (p) => p.caption,
          },
          "published posts in the period",
        ),
      );
    },
  },
  {
    group: "analytics",
    action: "export",
    summary: "Download the period's analytics as a CSV file or a PDF report",
    options: {
      format: { type: "string", valueName: "csv|pdf", description: "csv (one line per post and network) or pdf (a report). Default: csv." },
      out: { type: "string", short: "o", valueName: "file", description: "Write the file here. Default: a CSV to stdout; a PDF needs --out." },
      ...filterOptions,
    },
    examples: ["postlane analytics export --period 90d > analytics.csv", "postlane analytics export --format pdf --out report.pdf"],
    run: async ({ client, values, note }) => {
      const format = (stringValue(values, "format") ?? "csv") as "csv" | "pdf";
      const out = stringValue(values, "out");
      if (format === "pdf" && !out) throw new UsageError("A PDF report needs --out <file>");
      const { data, error, response } = await client.GET("/analytics/export", { params: { query: { format, ...filters(values) } }, parseAs: "arrayBuffer" });
      // The file is the answer itself, as the API sends it (--json has no object to print for a file).
      if (!response.ok) await unwrap(Promise.resolve({ error, response }));
      const bytes = Buffer.from(data as ArrayBuffer);
      if (out) {
        writeFileSync(out, bytes);
        note(`Wrote ${bytes.length} bytes to ${out}`);
      } else process.stdout.write(bytes);
    },
  },
];

// The analytics report as a PDF for a client, made on the server with pdfkit: the workspace's name and the
// period, the totals, a bar chart of interactions per network (drawn with pdfkit's vector paths, so it stays
// sharp when printed), the figures per network and the top posts with their caption and network.
//
// Text is set in DejaVu Sans (pdf-fonts.ts): Latin, Greek and Cyrillic print as written; characters the font
// has no glyph for (CJK, emoji) are shown as "?" rather than as empty boxes.
import PDFDocument from "pdfkit";
import { PDF_FONT as REGULAR, PDF_FONT_BOLD as BOLD, registerPdfFonts } from "./pdf-fonts";
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import { METRIC_LABELS as LABELS, METRIC_ORDER as ORDER, type TotalName } from "../../analytics/metric-names";
import type { AnalyticsPeriod } from "../../schemas/analytics";
import { topPosts, type AnalyticsReport } from "./collect-analytics-report";
import type { Totals } from "./metric-totals";

const TOP_POSTS = 10;
const PERIOD_TEXT: Record<AnalyticsPeriod, string> = { "7d": "Last 7 days", "30d": "Last 30 days", "90d": "Last 90 days", all: "All time" };
const INK = "#0f172a";
const MUTED = "#64748b";
const LINE = "#e2e8f0";
const BAR = "#4f46e5";

/** Text as the report's font can draw it: line breaks become spaces, characters it has no glyph for "?". */
function pdfSafeText(text: string, canDraw: (codePoint: number) => boolean): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (code === 0x0a || code === 0x09) out += " ";
    else if (code >= 0x20 && !(code >= 0x7f && code < 0xa0)) out += canDraw(code) ? char : "?";
  }
  return out;
}

const count = (n: number) => new Intl.NumberFormat("en-US").format(n);
const network = (id: string) => PLATFORM_LABELS[id as PlatformId] ?? id;

function dateIn(timeZone: string, date: Date, withTime = false): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
  }).format(date);
}

/** The metrics some row of the report has (a network that gives no views leaves Views out, as the page does). */
function shownMetrics(report: AnalyticsReport): TotalName[] {
  return ORDER.filter((name) => name === "totalInteractions" || report.rows.some((row) => row[name] !== null));
}

/** "Last 7 days: 16 Nov 2026 - 23 Nov 2026, Bluesky only", days in the workspace's time zone. */
export function reportPeriodText(report: Pick<AnalyticsReport, "workspace" | "period" | "platform" | "from" | "to" | "rangeLabel">): string {
  const zone = report.workspace.timeZone;
  // A calendar range ends at the midnight after its last day: the last day shown is the one before.
  const last = report.rangeLabel ? new Date(report.to.getTime() - 1) : report.to;
  const days = report.from ? `${dateIn(zone, report.from)} - ${dateIn(zone, last)}` : `until ${dateIn(zone, last)}`;
  return `${report.rangeLabel ?? PERIOD_TEXT[report.period]}: ${days}${report.platform ? `, ${network(report.platform)} only` : ""}`;
}

export function analyticsPdf(report: AnalyticsReport): Promise<Buffer> {
  const { workspace } = report;
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `${workspace.name}: analytics report`, Author: "Postlane", CreationDate: report.madeAt },
  });
  const canDraw = registerPdfFonts(doc);
  const safe = (text: string) => pdfSafeText(text, canDraw);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = doc.page.margins.top;
  const ensure = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = doc.page.margins.top;
  };
  const heading = (text: string) => {
    ensure(40);
    doc.font(BOLD).fontSize(13).fillColor(INK).text(text, left, y, { width, lineBreak: false });
    y += 22;
  };

  // Title block: whose report (with the client's logo at the right), which days (in the workspace's zone), when it was made.
  if (report.logo) drawLogo(doc, report.logo.bytes, { right: left + width, top: y });
  doc.font(REGULAR).fontSize(10).fillColor(MUTED).text("Analytics report", left, y);
  y += 16;
  doc
    .font(BOLD)
    .fontSize(22)
    .fillColor(INK)
    .text(safe(workspace.name), left, y, { width: report.logo ? width - LOGO_BOX - 12 : width, height: 30, ellipsis: true, lineBreak: false });
  y += 32;
  doc.font(REGULAR).fontSize(11).fillColor(INK).text(reportPeriodText(report), left, y);
  y += 16;
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Made ${dateIn(workspace.timeZone, report.madeAt, true)} (${workspace.timeZone}). Posts through sandbox accounts are not counted.`, left, y);
  y += 26;

  // Totals: a grid of figures, posts first.
  heading("Totals");
  const metrics = shownMetrics(report);
  const cells: [string, string][] = [["Posts", count(report.rows.length)], ...metrics.map((m): [string, string] => [LABELS[m], count(report.totals[m])])];
  const perRow = 5;
  const cellWidth = width / perRow;
  cells.forEach(([label, value], i) => {
    const x = left + (i % perRow) * cellWidth;
    const top = y + Math.floor(i / perRow) * 48;
    doc
      .roundedRect(x + 2, top, cellWidth - 4, 42, 4)
      .lineWidth(0.8)
      .strokeColor(LINE)
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x + 10, top + 7, { lineBreak: false });
    doc
      .font(BOLD)
      .fontSize(14)
      .fillColor(INK)
      .text(value, x + 10, top + 20, { width: cellWidth - 20, lineBreak: false });
  });
  y += Math.ceil(cells.length / perRow) * 48 + 14;

  const networks = Object.entries(report.byPlatform).sort(([, a], [, b]) => b.totalInteractions - a.totalInteractions || b.posts - a.posts);
  if (networks.length > 0) {
    heading("Interactions by network");
    drawBars(
      doc,
      networks.map(([id, totals]) => ({ label: network(id), value: totals.totalInteractions })),
      { x: left, y, width },
    );
    y += networks.length * 22 + 14;

    heading("By network");
    const columns: { title: string; value: (id: string, t: Totals & { posts: number }) => string }[] = [
      { title: "Network", value: (id) => network(id) },
      { title: "Posts", value: (_, t) => count(t.posts) },
      ...metrics.slice(0, 6).map((m) => ({ title: LABELS[m], value: (_: string, t: Totals) => count(t[m]) })),
    ];
    const colWidth = width / columns.length;
    const row = (values: string[], bold: boolean) => {
      ensure(18);
      values.forEach((value, i) =>
        doc
          .font(bold ? BOLD : REGULAR)
          .fontSize(9)
          .fillColor(bold ? MUTED : INK)
          .text(value, left + i * colWidth, y, { width: colWidth - 6, align: i === 0 ? "left" : "right", lineBreak: false }),
      );
      y += 14;
      doc
        .moveTo(left, y - 2)
        .lineTo(left + width, y - 2)
        .lineWidth(0.5)
        .strokeColor(LINE)
        .stroke();
      y += 4;
    };
    row(
      columns.map((c) => c.title),
      true,
    );
    for (const [id, totals] of networks)
      row(
        columns.map((c) => c.value(id, totals)),
        false,
      );
    y += 12;
  }

  heading("Top posts");
  const top = topPosts(report.rows, TOP_POSTS);
  if (top.length === 0) {
    doc.font(REGULAR).fontSize(10).fillColor(MUTED).text("No post was published in this period.", left, y);
    y += 16;
  }
  top.forEach((post, i) => {
    ensure(58);
    const when = post.publishedAt ? dateIn(workspace.timeZone, new Date(post.publishedAt)) : "";
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text(`${i + 1}. ${network(post.platform)}`, left, y, { continued: true });
    doc.font(REGULAR).fillColor(MUTED).text(`   ${when}`, { lineBreak: false });
    y += 14;
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(INK)
      .text(safe(post.caption?.trim() || "(no caption)"), left + 14, y, { width: width - 14, height: 26, ellipsis: true });
    y += 28;
    const figures = [`${count(post.totalInteractions ?? 0)} interactions`, ...(post.views !== null ? [`${count(post.views)} views`] : [])];
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(figures.join(" - "), left + 14, y, { lineBreak: false });
    y += 18;
  });
  if (report.truncated) {
    ensure(20);
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Only the ${count(report.rows.length)} most recent posts of the period are in this report.`, left, y);
  }
  doc.end();
  return done;
}

const LOGO_BOX = 56;

/** The logo fitted in a square at the top right; a file pdfkit cannot read leaves the report without it. */
function drawLogo(doc: PDFKit.PDFDocument, bytes: Uint8Array, at: { right: number; top: number }): void {
  try {
    doc.image(Buffer.from(bytes), at.right - LOGO_BOX, at.top, { fit: [LOGO_BOX, LOGO_BOX], align: "right" });
  } catch {
    // Checked as PNG or JPEG when chosen; a file changed since is not worth failing a client's report for.
  }
}

/** Horizontal bars, one per network, scaled to the largest value, each with its label and figure. */
function drawBars(doc: PDFKit.PDFDocument, bars: { label: string; value: number }[], at: { x: number; y: number; width: number }): void {
  const labelWidth = 110;
  const figureWidth = 70;
  const track = at.width - labelWidth - figureWidth;
  const max = Math.max(1, ...bars.map((b) => b.value));
  bars.forEach((bar, i) => {
    const top = at.y + i * 22;
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(INK)
      .text(bar.label, at.x, top + 4, { width: labelWidth - 8, lineBreak: false });
    doc
      .rect(at.x + labelWidth, top + 2, track, 14)
      .fillColor("#f1f5f9")
      .fill();
    if (bar.value > 0)
      doc
        .rect(at.x + labelWidth, top + 2, Math.max(2, (track * bar.value) / max), 14)
        .fillColor(BAR)
        .fill();
    doc.fillColor(INK).text(count(bar.value), at.x + labelWidth + track + 6, top + 4, { width: figureWidth - 6, align: "right", lineBreak: false });
  });
}

// Every email Postlane sends has this one shape: a heading, a few short paragraphs, at most one action link,
// an optional footnote, signed "Postlane". A plain-text part people can read as it is, and a simple HTML part
// with inline styles (mail clients drop stylesheets). No images, no tracking pixels, no remote content; every
// value is escaped, so a workspace called `<b>` arrives as text.

export interface EmailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

export function renderEmail({ heading, paragraphs, action, footnote }: EmailContent): { text: string; html: string } {
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    "— Postlane",
  ].join("\n");

  const font = "font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1f2937;line-height:1.5";
  const html = [
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f9fafb"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;${font}">`,
    `<p style="margin:0 0 16px;font-weight:600;color:#4f46e5">Postlane</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
    action
      ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
        `<p style="margin:0 0 12px;font-size:13px;color:#6b7280">Or paste this address into your browser: ${escapeHtml(action.url)}</p>`
      : "",
    footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7280">${escapeHtml(footnote)}</p>` : "",
    `</div></body></html>`,
  ].join("\n");
  return { text, html };
}

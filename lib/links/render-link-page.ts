// The public page as one static HTML document: no script at all (a CSP may forbid inline scripts), one
// small stylesheet in the head, mobile-first, every link a real <a> that works without JavaScript. Every
// value from the page is escaped; URLs were limited to http(s) when stored.
import { BRAND_MARKS, brandMarkBody } from "../platforms/brand-icons";
import type { PlatformId } from "../platforms/ids";
import { linkPalette, type LinkPalette } from "./themes";
import { isBlockVisible, type LinkSnapshot, type SnapshotBlock } from "./snapshot";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function css(p: LinkPalette): string {
  return `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;background:${p.background};color:${p.text};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem 3rem}header{text-align:center;margin-bottom:1.5rem}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;display:block;margin:0 auto 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.125rem;margin:1.5rem 0 .5rem;text-align:center}.bio{color:${p.muted};margin:0;white-space:pre-line}
ul{list-style:none;margin:0;padding:0}li{margin:0 0 .75rem}
.btn{display:flex;align-items:center;gap:.75rem;min-height:3rem;padding:.75rem 1rem;border-radius:.75rem;background:${p.button};color:${p.buttonText};text-decoration:none;font-weight:600;justify-content:center;text-align:center}
.btn img{width:2rem;height:2rem;border-radius:.375rem;object-fit:cover}
a:focus-visible{outline:3px solid ${p.text};outline-offset:3px}
.card{background:${p.card};color:${p.cardText};border-radius:.75rem;padding:1rem;white-space:pre-line}
.social{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem}.social a{display:inline-flex;align-items:center;justify-content:center;width:3rem;height:3rem;border-radius:50%;background:${p.button};color:${p.buttonText};font-weight:600;text-decoration:none}.social svg{width:1.5rem;height:1.5rem}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:.25rem}.grid a,.grid span{display:block;aspect-ratio:1;overflow:hidden;border-radius:.375rem;background:${p.card};color:${p.cardText};font-size:.75rem;padding:0;text-decoration:none}
.grid img{width:100%;height:100%;object-fit:cover;display:block}.grid .cap{display:block;padding:.5rem;overflow:hidden;height:100%}
.embed{position:relative;width:100%;border:0;border-radius:.75rem;display:block}.yt{aspect-ratio:16/9}.sp{height:152px}
footer{text-align:center;font-size:.875rem;color:${p.muted};margin-top:2rem}`;
}

/**
 * A network's brand mark as inline SVG (no request, nothing a strict CSP forbids), hidden from screen readers:
 * the link around it carries the name ("Bluesky: ada.bsky.social"). A network without a mark gets its name.
 */
function socialIcon(platform: string, network: string): string {
  const brand = BRAND_MARKS[platform as PlatformId];
  if (!brand) return escapeHtml(network);
  return `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">${brandMarkBody(brand)}</svg>`;
}

function blockHtml(block: SnapshotBlock, clickBase: string): string {
  const click = (item?: string) => `${clickBase}/${block.id}${item ? `?i=${encodeURIComponent(item)}` : ""}`;
  switch (block.type) {
    case "link":
      return `<li><a class="btn" href="${escapeHtml(click())}" rel="noopener">${block.thumbnailUrl ? `<img src="${escapeHtml(block.thumbnailUrl)}" alt="" width="32" height="32" loading="lazy">` : ""}<span>${escapeHtml(block.label)}</span></a></li>`;
    case "header":
      return `<li><h2>${escapeHtml(block.text)}</h2></li>`;
    case "text":
      return `<li><p class="card">${escapeHtml(block.text)}</p></li>`;
    case "social":
      if (block.accounts.length === 0) return "";
      return `<li><nav class="social" aria-label="Social profiles">${block.accounts
        .map(
          (a) =>
            `<a href="${escapeHtml(click(a.platform))}" rel="noopener me" aria-label="${escapeHtml(`${a.network}: ${a.username}`)}" title="${escapeHtml(a.network)}">${socialIcon(a.platform, a.network)}</a>`,
        )
        .join("")}</nav></li>`;
    case "posts":
      if (block.tiles.length === 0) return "";
      return `<li><div class="grid">${block.tiles
        .map((t) => {
          const inner = t.imageUrl
            ? `<img src="${escapeHtml(t.imageUrl)}" alt="${escapeHtml(t.caption || "Post")}" loading="lazy">`
            : `<span class="cap">${escapeHtml(t.caption || "Post")}</span>`;
          return t.url ? `<a href="${escapeHtml(click(t.postId))}" rel="noopener">${inner}</a>` : `<span>${inner}</span>`;
        })
        .join("")}</div></li>`;
    case "embed":
      return `<li><iframe class="embed ${block.provider === "youtube" ? "yt" : "sp"}" src="${escapeHtml(block.src)}" title="${block.provider === "youtube" ? "YouTube video" : "Spotify player"}" loading="lazy" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe></li>`;
  }
}

/** The HTML of a published version as visible at `now` (scheduled links in or out of their window). */
/** `slug` is the page's current address (a slug change moves the live page at once). */
export function renderLinkPage(snapshot: LinkSnapshot, { slug, publicUrl, now }: { slug: string; publicUrl: string; now: number }): string {
  const { page } = snapshot;
  const palette = linkPalette(page.theme, page.accentColor);
  const description = page.bio ?? `Links from ${page.title}`;
  const clickBase = `/l/${encodeURIComponent(slug)}/c`;
  const blocks = snapshot.blocks
    .filter((b) => isBlockVisible(b, now))
    .map((b) => blockHtml(b, clickBase))
    .join("");
  const og = [
    ["og:type", "website"],
    ["og:title", page.title],
    ["og:description", description],
    ["og:url", publicUrl],
    ...(page.avatarUrl ? [["og:image", page.avatarUrl]] : []),
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.title)}</title><meta name="description" content="${escapeHtml(description)}"><link rel="canonical" href="${escapeHtml(publicUrl)}">
${og.map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}">`).join("")}<meta name="twitter:card" content="summary"><meta name="theme-color" content="${palette.background}">
<style>${css(palette)}</style></head><body><main><header>${page.avatarUrl ? `<img class="avatar" src="${escapeHtml(page.avatarUrl)}" alt="" width="96" height="96">` : ""}<h1>${escapeHtml(page.title)}</h1>${page.bio ? `<p class="bio">${escapeHtml(page.bio)}</p>` : ""}</header>
<ul>${blocks}</ul><footer>Made with Postlane</footer></main></body></html>`;
}

// A link's preview card (title, description, image), the way networks build them: from the page's OpenGraph
// tags (og:title, og:description, og:image), then Twitter card tags, then <title> and the meta description.
// The page is fetched through the SSRF-safe fetcher (public hosts only, 1 MB, 10 s, HTML only), so a post's
// link cannot aim the server at its own network. Failure is not an error for the caller: no card.
import { fetchMedia } from "./fetch-media";

export interface LinkPreview {
  url: string;
  title: string;
  description: string;
  /** Absolute http(s) URL of the preview image, when the page names one. */
  imageUrl: string | null;
}

const PAGE_MAX_BYTES = 1024 * 1024;
const PAGE_TIMEOUT_MS = 10_000;
const TITLE_MAX_CHARS = 300;
const DESCRIPTION_MAX_CHARS = 1000;

export async function fetchLinkPreview(url: string, { signal }: { signal?: AbortSignal } = {}): Promise<LinkPreview | null> {
  try {
    const page = await fetchMedia(url, { accept: ["text/html", "application/xhtml+xml"], maxBytes: PAGE_MAX_BYTES, timeoutMs: PAGE_TIMEOUT_MS, signal });
    return parseLinkPreview(page.bytes.toString("utf8"), page.url, url);
  } catch {
    return null;
  }
}

/** The card from a page's HTML; `pageUrl` (after redirects) resolves a relative image, `linkUrl` is what the card links to. */
export function parseLinkPreview(html: string, pageUrl: string, linkUrl = pageUrl): LinkPreview | null {
  const meta = metaTags(html);
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value !== undefined && value !== "");
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  const title = clean(first("og:title", "twitter:title") ?? (titleTag === undefined ? undefined : decodeEntities(titleTag)), TITLE_MAX_CHARS);
  if (!title) return null;
  const description = clean(first("og:description", "twitter:description", "description"), DESCRIPTION_MAX_CHARS) ?? "";
  return {
    url: linkUrl,
    title,
    description,
    imageUrl: absoluteHttpUrl(first("og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"), pageUrl),
  };
}

/** `<meta property|name="…" content="…">` as a map (first occurrence wins, keys lower-cased). */
function metaTags(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(/([^\s=/<>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
    }
    const key = (attributes.get("property") ?? attributes.get("name"))?.toLowerCase();
    const content = attributes.get("content");
    if (key && content !== undefined && !found.has(key)) found.set(key, decodeEntities(content));
  }
  return found;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1].toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Whitespace collapsed, cut at `max` characters (whole code points) with an ellipsis; undefined when empty. */
function clean(text: string | undefined, max: number): string | undefined {
  const collapsed = text?.replace(/\s+/g, " ").trim();
  if (!collapsed) return undefined;
  const chars = Array.from(collapsed);
  return chars.length <= max
    ? collapsed
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

function absoluteHttpUrl(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

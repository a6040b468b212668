// Published pages by slug, kept in memory with their rendered HTML, so a visit costs no query. Trust comes
// from the link_pages trigger (migration 20261124113439_link_pages): every instance hears when a page is
// (re)published, unpublished, renamed or deleted and drops the whole cache; entries are only kept while
// that channel is live (as the API key cache, lib/auth/api-key-cache.ts). Unknown slugs are remembered
// briefly too, so a crawler trying names costs one query per name per NOT_FOUND_TTL_MS.
import crypto from "node:crypto";
import { gzipSync } from "node:zlib";
import { db } from "../db";
import { listenForChanges, type ChangeListener } from "../db/change-listener";
import { nextVisibilityChange, type LinkSnapshot } from "./snapshot";
import { renderLinkPage } from "./render-link-page";

export const LINK_PAGES_CHANNEL = "postlane_link_pages_changed";
const TTL_MS = 60_000;
const NOT_FOUND_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

export interface PublicLinkPage {
  pageId: string;
  snapshot: LinkSnapshot;
  html: Buffer;
  gzipped: Buffer;
  etag: string;
  /** Rendering holds until then (cache TTL, or the next scheduled block's start or end). */
  validUntil: number;
}

type Entry = { page: PublicLinkPage | null; storedAt: number; validUntil: number };

class PublicPageCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listener: ChangeListener | undefined;

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The entry for this slug if it can be trusted now (see find), else undefined; never a query. */
  peek(slug: string, now: number): PublicLinkPage | null | undefined {
    const entry = this.entries.get(slug);
    return entry && this.listener?.live && now < entry.validUntil ? entry.page : undefined;
  }

  async find(slug: string, publicUrl: (slug: string) => string): Promise<PublicLinkPage | null> {
    const now = Date.now();
    const known = this.peek(slug, now);
    if (known !== undefined) return known;
    if (!this.listener || this.listener.closed) {
      this.listener = listenForChanges(LINK_PAGES_CHANNEL, { onChange: () => this.clear(), onLiveChange: () => this.clear() });
    }
    const generation = this.generation;
    const row = await db.linkPage.findUnique({
      where: { slug },
      select: { id: true, status: true, publishedVersion: { select: { id: true, snapshot: true } } },
    });
    let page: PublicLinkPage | null = null;
    if (row?.status === "published" && row.publishedVersion) {
      const snapshot = row.publishedVersion.snapshot as unknown as LinkSnapshot;
      const html = Buffer.from(renderLinkPage(snapshot, { slug, publicUrl: publicUrl(slug), now }));
      const change = nextVisibilityChange(snapshot, now);
      const validUntil = Math.min(now + TTL_MS, change ?? Infinity);
      const etag = `"${crypto.createHash("sha1").update(html).digest("base64url")}"`;
      page = { pageId: row.id, snapshot, html, gzipped: gzipSync(html), etag, validUntil };
    }
    if (generation === this.generation && this.listener.live) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(slug, { page, storedAt: now, validUntil: page ? page.validUntil : now + NOT_FOUND_TTL_MS });
    }
    return page;
  }
}

const holder = globalThis as unknown as { __postlanePublicLinkPages?: PublicPageCache };
function cache(): PublicPageCache {
  holder.__postlanePublicLinkPages ??= new PublicPageCache();
  return holder.__postlanePublicLinkPages;
}

/** The published page at this slug (from memory when possible), or null. */
export function findPublicLinkPage(slug: string, publicUrl: (slug: string) => string): Promise<PublicLinkPage | null> {
  return cache().find(slug, publicUrl);
}

/**
 * The page at this normalised slug when this process holds a trusted answer for it (the page, or null for
 * none), without a promise; undefined when only findPublicLinkPage can tell. The production server's fast
 * path answers a visit from this in the same turn (lib/server/link-front.ts).
 */
export function peekPublicLinkPage(slug: string, now = Date.now()): PublicLinkPage | null | undefined {
  return holder.__postlanePublicLinkPages?.peek(slug, now);
}

/** Drops this process's cached pages now (a publish here; other instances hear the trigger). */
export function forgetPublicLinkPages(): void {
  holder.__postlanePublicLinkPages?.clear();
}

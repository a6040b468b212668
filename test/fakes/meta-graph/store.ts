// What the fake Meta Graph server holds: users, pages, Instagram and Threads accounts, tokens, containers and
// the public objects they became. Ids are numeric strings like Graph's.

export type Product = "facebook" | "instagram" | "threads";
export type ContainerStatus = "IN_PROGRESS" | "FINISHED" | "PUBLISHED" | "ERROR" | "EXPIRED";

export interface TokenRecord {
  token: string;
  product: Product;
  /** The Facebook user, page, or Threads user the token acts as. */
  subject: string;
  kind: "user" | "page" | "threads";
  expiresAt: number | null;
  /** When it was issued (Threads renews only tokens at least 24 h old). */
  issuedAt: number;
  revoked: boolean;
  /** Permissions the person granted in the dialog this token came from (a Page token: its user token's). */
  scopes: ReadonlySet<string>;
}

/**
 * What a test fixture's token holds when a test does not say: every permission our adapters need, as a person
 * who approved the whole dialog would grant. Tokens from the fake's OAuth dialog hold only what was asked for.
 */
const FACEBOOK_LOGIN_GRANT = [
  "public_profile",
  "pages_show_list",
  "pages_read_engagement",
  "pages_manage_posts",
  "read_insights",
  "business_management",
  "instagram_basic",
  "instagram_content_publish",
  "instagram_manage_insights",
  "instagram_manage_comments",
  "pages_manage_engagement",
  "pages_read_user_content",
];
export const FULL_GRANT: Record<Product, readonly string[]> = {
  facebook: FACEBOOK_LOGIN_GRANT,
  instagram: FACEBOOK_LOGIN_GRANT,
  threads: ["threads_basic", "threads_content_publish", "threads_manage_insights", "threads_read_replies", "threads_manage_replies"],
};

export interface FacebookUser {
  id: string;
  name: string;
  pageIds: string[];
}

export interface Page {
  id: string;
  name: string;
  adminUserId: string;
  pageToken: string;
  igUserId?: string;
}

export interface InstagramUser {
  id: string;
  username: string;
  pageId: string;
}

export interface ThreadsUser {
  id: string;
  username: string;
}

export interface Container {
  id: string;
  product: "instagram" | "threads";
  ownerId: string;
  params: Record<string, string>;
  mediaType: string;
  status: ContainerStatus;
  /** Status reads left before it settles. */
  pollsLeft: number;
  settlesAs: "FINISHED" | "ERROR";
  errorDetail?: string;
  isCarouselItem: boolean;
  publishedMediaId?: string;
}

/** A Resumable Upload API session (POST /{app-id}/uploads) and the bytes received so far. */
export interface UploadSession {
  id: string;
  /** The user the session was started for. */
  userId: string;
  fileLength: number;
  fileType: string;
  received: number;
  handle?: string;
}

export interface Insights {
  [metric: string]: number;
}

export interface PublishedMedia {
  id: string;
  product: "instagram" | "threads";
  ownerId: string;
  containerId: string;
  text: string;
  mediaType: string;
  productType: "FEED" | "REELS" | "STORY";
  replyToId?: string;
  timestamp: string;
  permalink: string;
  insights: Insights;
  params: Record<string, string>;
}

export interface PagePhoto {
  id: string;
  pageId: string;
  url: string;
  published: boolean;
  attachedTo?: string;
  /** alt_text_custom as sent, the alt text a screen reader gets instead of Facebook's generated one. */
  altText?: string;
}

export interface PagePost {
  id: string;
  pageId: string;
  message: string;
  link?: string;
  photoIds: string[];
  createdTime: string;
  permalinkUrl: string;
  reactions: number;
  comments: number;
  shares: number;
  insights: Insights;
}

export interface PageVideo {
  id: string;
  pageId: string;
  kind: "video" | "reel" | "video_story";
  description: string;
  fileUrl?: string;
  /** The Resumable Upload API handle a feed video was published from. */
  fileHandle?: string;
  createdTime: string;
  published: boolean;
  uploaded: boolean;
  processingPollsLeft: number;
  failed: boolean;
  publishingPhase: "not_started" | "complete";
  likes: number;
  comments: number;
  insights: Insights;
}

export interface PageStory {
  postId: string;
  pageId: string;
  mediaId: string;
  mediaType: "photo" | "video";
  creationTime: string;
}

export class GraphStore {
  private counter = 17_841_400_000_000_000n;
  readonly tokens = new Map<string, TokenRecord>();
  readonly users = new Map<string, FacebookUser>();
  readonly pages = new Map<string, Page>();
  readonly igUsers = new Map<string, InstagramUser>();
  readonly threadsUsers = new Map<string, ThreadsUser>();
  readonly containers = new Map<string, Container>();
  readonly media = new Map<string, PublishedMedia>();
  readonly photos = new Map<string, PagePhoto>();
  readonly posts = new Map<string, PagePost>();
  readonly videos = new Map<string, PageVideo>();
  readonly stories = new Map<string, PageStory>();
  readonly uploads = new Map<string, UploadSession>();
  /** Metrics a test has retired (faults.retireMetric): refused like any metric Graph no longer knows. */
  readonly retiredMetrics = new Set<string>();
  /** OAuth codes handed out by the fake dialogs, single use. */
  readonly authCodes = new Map<string, { product: Product; subject: string; redirectUri: string; scopes: string[] }>();

  nextId(): string {
    this.counter += BigInt(1 + Math.floor(Math.random() * 7));
    return this.counter.toString();
  }

  issueToken(
    product: Product,
    subject: string,
    kind: TokenRecord["kind"],
    expiresInSeconds: number | null,
    scopes: Iterable<string> = FULL_GRANT[product],
  ): string {
    const prefix = product === "threads" ? "TH" : kind === "page" ? "EAAPage" : "EAAUser";
    const token = `${prefix}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
    this.tokens.set(token, {
      token,
      product,
      subject,
      kind,
      expiresAt: expiresInSeconds === null ? null : Date.now() + expiresInSeconds * 1000,
      issuedAt: Date.now(),
      revoked: false,
      scopes: new Set(scopes),
    });
    return token;
  }

  /**
   * The page's token as its admin would receive it now through `userToken`: a dead one is replaced, as Meta does,
   * and so is one carrying other permissions than the user token it is taken from (a Page token has its user
   * token's permissions: https://developers.facebook.com/docs/facebook-login/guides/access-tokens#pagetokens).
   */
  livePageToken(page: Page, userToken: TokenRecord): string {
    const current = this.tokens.get(page.pageToken);
    const sameGrant = current !== undefined && current.scopes.size === userToken.scopes.size && [...current.scopes].every((s) => userToken.scopes.has(s));
    if (!current || !sameGrant || current.revoked || (current.expiresAt !== null && current.expiresAt <= Date.now()))
      page.pageToken = this.issueToken("facebook", page.id, "page", null, userToken.scopes);
    return page.pageToken;
  }

  /** Object ids a token may act on: a user reaches its pages and their Instagram accounts, a page itself and its IG account. */
  reach(record: TokenRecord): Set<string> {
    const ids = new Set<string>([record.subject]);
    const addPage = (pageId: string) => {
      ids.add(pageId);
      const page = this.pages.get(pageId);
      if (page?.igUserId) ids.add(page.igUserId);
    };
    if (record.kind === "user") for (const pageId of this.users.get(record.subject)?.pageIds ?? []) addPage(pageId);
    if (record.kind === "page") addPage(record.subject);
    return ids;
  }

  /** The account an object belongs to (for permission checks), or undefined when unknown. */
  ownerOf(id: string): string | undefined {
    if (this.users.has(id) || this.pages.has(id) || this.igUsers.has(id) || this.threadsUsers.has(id)) return id;
    return (
      this.containers.get(id)?.ownerId ??
      this.media.get(id)?.ownerId ??
      this.photos.get(id)?.pageId ??
      this.posts.get(id)?.pageId ??
      this.videos.get(id)?.pageId
    );
  }
}

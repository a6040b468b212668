// Embed blocks accept YouTube and Spotify addresses only, turned into the player URL each service documents
// for iframes (YouTube: /embed/{id} on the no-cookie host; Spotify: open.spotify.com/embed/{type}/{id}).

export type EmbedProvider = "youtube" | "spotify";
export interface EmbedTarget {
  provider: EmbedProvider;
  /** The iframe src. */
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SPOTIFY_TYPES = new Set(["track", "album", "playlist", "episode", "show", "artist"]);

/** The player for a YouTube or Spotify URL, or null for anything else. */
export function embedTarget(raw: string): EmbedTarget | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, "");
  let youtubeId: string | null = null;
  if (host === "youtube.com") {
    if (url.pathname === "/watch") youtubeId = url.searchParams.get("v");
    else {
      const m = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      youtubeId = m?.[1] ?? null;
    }
  } else if (host === "youtu.be") youtubeId = url.pathname.slice(1).split("/")[0] ?? null;
  if (youtubeId !== null) return YOUTUBE_ID.test(youtubeId) ? { provider: "youtube", src: `https://www.youtube-nocookie.com/embed/${youtubeId}` } : null;
  if (host === "open.spotify.com") {
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0]?.startsWith("intl-")) parts.shift();
    if (parts[0] === "embed") parts.shift();
    const [type, id] = parts;
    if (type && id && SPOTIFY_TYPES.has(type) && /^[A-Za-z0-9]{22}$/.test(id)) {
      return { provider: "spotify", src: `https://open.spotify.com/embed/${type}/${id}` };
    }
  }
  return null;
}

// Colours of the analytics charts, one palette per theme. Each network's series keeps at least 3:1 against
// the chart's card in its theme (WCAG 1.4.11, non-text contrast; chart-colors.test.ts checks it): brand
// colours where they pass, a lighter or darker shade of the brand where they do not (X's near-black would
// vanish on the dark theme's navy, TikTok's cyan on white).
import { useSyncExternalStore } from "react";

export type ColorScheme = "light" | "dark";

/** The chart card's background: bg-white, which app/dark-mode.css turns into slate-800's navy at night. */
export const CHART_SURFACE: Record<ColorScheme, string> = { light: "#ffffff", dark: "#1d293d" };

export const NETWORK_COLORS: Record<ColorScheme, Record<string, string>> = {
  light: {
    instagram: "#d6249f",
    facebook: "#1877f2",
    twitter: "#0f1419",
    linkedin: "#0a66c2",
    youtube: "#e00000",
    tiktok: "#d6004a",
    threads: "#6b7280",
    bluesky: "#0a7aff",
    mastodon: "#6364ff",
    telegram: "#1c89c2",
    discord: "#5865f2",
    pinterest: "#e60023",
  },
  dark: {
    instagram: "#f062c0",
    facebook: "#5b9dff",
    twitter: "#e7e9ea",
    linkedin: "#4da3ff",
    youtube: "#ff5c5c",
    tiktok: "#25f4ee",
    threads: "#b4bac4",
    bluesky: "#4aa8ff",
    mastodon: "#9a9bff",
    telegram: "#4cc2f5",
    discord: "#8b93ff",
    pinterest: "#ff5a6e",
  },
};

/** The link page chart's three series (views, unique visitors, clicks), per theme. */
export const LINK_SERIES_COLORS: Record<ColorScheme, { views: string; uniqueVisitors: string; clicks: string }> = {
  light: { views: "#1d4ed8", uniqueVisitors: "#0e7490", clicks: "#be123c" },
  dark: { views: "#7ea6ff", uniqueVisitors: "#3cc7dc", clicks: "#ff7a93" },
};

/** Axis text, grid lines and the hover band, per theme (the text 4.5:1, as text). */
export const CHART_CHROME: Record<ColorScheme, { axis: string; grid: string; cursor: string; fallback: string }> = {
  light: { axis: "#64748b", grid: "#e2e8f0", cursor: "#f1f5f9", fallback: "#64748b" },
  dark: { axis: "#a3b1c6", grid: "#334155", cursor: "#273449", fallback: "#a3b1c6" },
};

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The theme the system asks for (the app's dark mode follows it); light while rendering on the server. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(DARK_QUERY).matches ? "dark" : "light"),
    () => "light",
  );
}

// Theme presets of public link pages. Each preset is a complete palette checked for WCAG AA by
// themes.test.ts; a custom accent only changes the buttons, whose text colour is then chosen for contrast.
import { readableTextOn } from "./contrast";

export const LINK_THEME_IDS = ["light", "dark", "sand", "forest", "ocean", "rose"] as const;
export type LinkThemeId = (typeof LINK_THEME_IDS)[number];

export interface LinkPalette {
  /** Page background and the text on it. */
  background: string;
  text: string;
  /** Secondary text (bio, captions) on the page background. */
  muted: string;
  /** Button background and text (link blocks), accent by default. */
  button: string;
  buttonText: string;
  /** Cards behind text and embeds. */
  card: string;
  cardText: string;
}

export const LINK_THEMES: Record<LinkThemeId, { label: string; palette: LinkPalette }> = {
  light: {
    label: "Light",
    palette: { background: "#f8fafc", text: "#0f172a", muted: "#475569", button: "#1d4ed8", buttonText: "#ffffff", card: "#ffffff", cardText: "#0f172a" },
  },
  dark: {
    label: "Dark",
    palette: { background: "#0f172a", text: "#f8fafc", muted: "#cbd5e1", button: "#fbbf24", buttonText: "#111827", card: "#1e293b", cardText: "#f1f5f9" },
  },
  sand: {
    label: "Sand",
    palette: { background: "#fdf6e3", text: "#3b2f1e", muted: "#6b5a3e", button: "#9a3412", buttonText: "#ffffff", card: "#fffbf0", cardText: "#3b2f1e" },
  },
  forest: {
    label: "Forest",
    palette: { background: "#052e16", text: "#ecfdf5", muted: "#a7f3d0", button: "#bbf7d0", buttonText: "#052e16", card: "#14532d", cardText: "#ecfdf5" },
  },
  ocean: {
    label: "Ocean",
    palette: { background: "#e0f2fe", text: "#082f49", muted: "#0c4a6e", button: "#0e7490", buttonText: "#ffffff", card: "#f0f9ff", cardText: "#082f49" },
  },
  rose: {
    label: "Rose",
    palette: { background: "#fff1f2", text: "#4c0519", muted: "#881337", button: "#be123c", buttonText: "#ffffff", card: "#ffffff", cardText: "#4c0519" },
  },
};

/** The palette a page renders with: its preset, buttons in the accent colour when one is set. */
export function linkPalette(theme: string, accentColor: string | null | undefined): LinkPalette {
  const preset = LINK_THEMES[theme as LinkThemeId] ?? LINK_THEMES.light;
  if (!accentColor) return preset.palette;
  return { ...preset.palette, button: accentColor, buttonText: readableTextOn(accentColor) };
}

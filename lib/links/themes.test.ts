import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AA_NORMAL_TEXT, contrastRatio, readableTextOn } from "./contrast";
import { LINK_THEME_IDS, LINK_THEMES, linkPalette } from "./themes";

describe("contrast", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // #767676 on white is the classic lightest AA grey (4.54:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe("theme presets", () => {
  it.each(LINK_THEME_IDS)("%s meets WCAG AA for every text/background pair", (id) => {
    const p = LINK_THEMES[id].palette;
    const pairs: [string, string, string][] = [
      ["text on background", p.text, p.background],
      ["muted on background", p.muted, p.background],
      ["button text on button", p.buttonText, p.button],
      ["card text on card", p.cardText, p.card],
    ];
    for (const [what, fg, bg] of pairs) expect(contrastRatio(fg, bg), `${id}: ${what}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it("keeps buttons AA with any custom accent colour", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.constantFrom(...LINK_THEME_IDS), (n, theme) => {
        const accent = `#${n.toString(16).padStart(6, "0")}`;
        const p = linkPalette(theme, accent);
        expect(p.button).toBe(accent);
        expect(contrastRatio(p.buttonText, p.button)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }),
    );
    expect(readableTextOn("#ffff00")).toBe("#000000");
    expect(readableTextOn("#000080")).toBe("#ffffff");
  });
});

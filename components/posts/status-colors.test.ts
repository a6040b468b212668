// The status dots' colours (CSS variables in app/globals.css, turned over in app/dark-mode.css) keep 3:1
// against the card in both themes, so a dot never disappears into its background (WCAG 1.4.11).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/lib/links/contrast";
import { CHART_SURFACE } from "@/components/analytics/chart-colors";
import { STATUS_LABELS } from "./status-badge";

const root = path.resolve(import.meta.dirname, "../..");

function statusVariables(file: string): Map<string, string> {
  const css = readFileSync(path.join(root, file), "utf8");
  return new Map([...css.matchAll(/--status-([a-z_]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

describe("status dot colours", () => {
  const themes = [
    { name: "light", file: "app/globals.css", surface: CHART_SURFACE.light },
    { name: "dark", file: "app/dark-mode.css", surface: CHART_SURFACE.dark },
  ];

  it.each(themes)("every status has a $name colour with 3:1 against the card", ({ file, surface }) => {
    const colours = statusVariables(file);
    expect([...colours.keys()].sort()).toEqual(Object.keys(STATUS_LABELS).sort());
    const weak = [...colours].filter(([, hex]) => contrastRatio(hex, surface) < 3);
    expect(weak).toEqual([]);
  });
});

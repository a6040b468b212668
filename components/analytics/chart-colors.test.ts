import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/lib/links/contrast";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { CHART_CHROME, CHART_SURFACE, LINK_SERIES_COLORS, NETWORK_COLORS, type ColorScheme } from "./chart-colors";

const SCHEMES: ColorScheme[] = ["light", "dark"];

describe("chart colours", () => {
  it.each(SCHEMES)("every network's series keeps 3:1 against the %s chart card", (scheme) => {
    const weak = PLATFORM_IDS.map((p) => [p, contrastRatio(NETWORK_COLORS[scheme][p]!, CHART_SURFACE[scheme])] as const).filter(([, ratio]) => ratio < 3);
    expect(weak).toEqual([]);
  });

  it.each(SCHEMES)("the %s axis text reads at 4.5:1 and the fallback series at 3:1", (scheme) => {
    expect(contrastRatio(CHART_CHROME[scheme].axis, CHART_SURFACE[scheme])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(CHART_CHROME[scheme].fallback, CHART_SURFACE[scheme])).toBeGreaterThanOrEqual(3);
  });

  it.each(SCHEMES)("the link chart's series keep 3:1 against the %s card", (scheme) => {
    for (const colour of Object.values(LINK_SERIES_COLORS[scheme])) expect(contrastRatio(colour, CHART_SURFACE[scheme])).toBeGreaterThanOrEqual(3);
  });

  it("the old near-black X series would fail on the dark card (what this guards against)", () => {
    expect(contrastRatio("#0f1419", CHART_SURFACE.dark)).toBeLessThan(3);
  });
});

import { describe, expect, it } from "vitest";
import { LookaheadEstimator } from "./lookahead-estimator";

const MAX_WAIT = 1_000;

/** Slots freeing every `gapMs`, `count` times from t = 0, with claims taking `claimMs`. */
function freeing(estimator: LookaheadEstimator, { gapMs, count, claimMs }: { gapMs: number; count: number; claimMs: number }) {
  for (let i = 1; i <= count; i++) {
    estimator.claimTook(claimMs);
    estimator.slotFreed(i * gapMs);
  }
}

describe("LookaheadEstimator", () => {
  it("claims nothing ahead before any slot has freed", () => {
    const estimator = new LookaheadEstimator(4, MAX_WAIT);
    estimator.claimTook(10);
    expect(estimator.take(0)).toBe(0);
  });

  it("claims the rows that free during two claims while slots free often, within its limit", () => {
    const estimator = new LookaheadEstimator(4, MAX_WAIT);
    // A slot every 10 ms, claims of 10 ms: two claims see two rows free.
    freeing(estimator, { gapMs: 10, count: 60, claimMs: 10 });
    expect(estimator.take(0)).toBe(2);
    // Slower claims: more rows free meanwhile, capped at the limit.
    freeing(estimator, { gapMs: 10, count: 60, claimMs: 100 });
    expect(estimator.take(0)).toBe(4);
  });

  it("counts the rows already waiting, and answers once per freed slot", () => {
    const estimator = new LookaheadEstimator(4, MAX_WAIT);
    freeing(estimator, { gapMs: 10, count: 60, claimMs: 100 });
    expect(estimator.take(3)).toBe(1);
    // The periodic sweep after it claims for free slots only.
    expect(estimator.take(0)).toBe(0);
    estimator.slotFreed(10 * 61);
    expect(estimator.take(5)).toBe(0);
  });

  it("claims nothing ahead when slots free so rarely that a row would wait near the longest allowed", () => {
    const estimator = new LookaheadEstimator(4, MAX_WAIT);
    // A slot every 600 ms: even one row ahead would wait past half of MAX_WAIT.
    freeing(estimator, { gapMs: 600, count: 30, claimMs: 50 });
    expect(estimator.take(0)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey, parseApiKey } from "./api-key-format";

describe("API key format", () => {
  it("generates live and test keys that parse back with their mode", () => {
    for (const mode of ["live", "test"] as const) {
      const { key, keyHash, displayPrefix } = generateApiKey(mode);
      expect(key).toMatch(new RegExp(`^pl_${mode}_[0-9A-Za-z]{38}$`));
      expect(parseApiKey(key)).toEqual({ mode });
      expect(keyHash).toBe(hashApiKey(key));
      expect(keyHash).not.toContain(key.slice(8));
      expect(key.startsWith(displayPrefix)).toBe(true);
      expect(displayPrefix.length).toBeLessThan(key.length / 2);
    }
  });

  it("refuses a key with a changed character, a wrong prefix or a wrong length", () => {
    const { key } = generateApiKey("live");
    const last = key.at(-10)!;
    const typo = key.slice(0, -10) + (last === "a" ? "b" : "a") + key.slice(-9);
    expect(parseApiKey(typo)).toBeNull();
    expect(parseApiKey(key.replace("pl_live_", "pl_prod_"))).toBeNull();
    expect(parseApiKey(key.slice(0, -1))).toBeNull();
    expect(parseApiKey(`${key}x`)).toBeNull();
    expect(parseApiKey("")).toBeNull();
  });

  it("never generates the same key twice", () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey("test").key));
    expect(keys.size).toBe(1000);
  });

  it("stores the key as its hex sha256 (pinned: changing the algorithm would lock every existing key out)", () => {
    // Digest from `printf '%s' <key> | sha256sum`, independent of the code under test.
    expect(hashApiKey("pl_live_0123456789ABCDEFGHIJabcdefghij01AbCdEf")).toBe("4c6ae7b5561d554cb1f5e1fba0e1cba116014bf7dbb2d74b1fa0a7edbb9313b0");
  });
});

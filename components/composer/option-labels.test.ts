// Issue 23: the composer's options read like a marketer's form, not like the API. Every option the form draws
// (from the API's own schemas, so a new option shows up here by itself) has words written for it, and an id
// or address few people know is either picked from a named list or folded under "Advanced".
import { describe, expect, it } from "vitest";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { hasOwnWords, optionLabel } from "./option-labels";
import { optionFields } from "./options-form";

/** Drawn by a picker of their own, not typed: Pinterest's board list. */
const PICKED = new Set(["pinterest.boardId"]);

describe("option words", () => {
  const fields = PLATFORM_IDS.flatMap((platform) => optionFields(platform).map((field) => ({ platform, name: field.name })));

  it("covers the options of several networks (the schemas are read)", () => {
    expect(new Set(fields.map((f) => f.platform)).size).toBeGreaterThan(6);
  });

  it("gives every option a label of its own, never the field's name", () => {
    const unwritten = fields.filter(({ platform, name }) => !hasOwnWords(platform, name) || /[a-z][A-Z]/.test(optionLabel(platform, name).label));
    expect(unwritten.map(({ platform, name }) => `${platform}.${name}`)).toEqual([]);
  });

  it("asks for no id or address in the open: a named list, a picker, or 'Advanced'", () => {
    const exposed = fields.filter(({ platform, name }) => {
      if (!/(Id|Url)$/.test(name) || PICKED.has(`${platform}.${name}`)) return false;
      const words = optionLabel(platform, name);
      return !words.advanced && !words.control;
    });
    expect(exposed.map(({ platform, name }) => `${platform}.${name}`)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { optionFields } from "./options-form";

describe("optionFields", () => {
  it("makes a field of a list of words, and none of a list of objects (a thread's parts have their own editor)", () => {
    expect(optionFields("youtube").find((f) => f.name === "tags")).toEqual({ name: "tags", kind: "list" });
    for (const network of ["threads", "twitter", "bluesky", "mastodon"]) expect(optionFields(network).map((f) => f.name)).not.toContain("chainItems");
    expect(optionFields("instagram").map((f) => f.name)).not.toContain("userTags");
  });
});

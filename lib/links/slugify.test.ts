import { describe, expect, it } from "vitest";
import { linkSlug } from "../schemas/links";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("turns a page's name into an address a person would write", () => {
    expect(slugify("Brightside Coffee")).toBe("brightside-coffee");
    expect(slugify("  Café Über — Menu & Hours!  ")).toBe("cafe-uber-menu-hours");
    expect(slugify("Ada's 2026 links")).toBe("ada-s-2026-links");
  });

  it("keeps within 40 characters without a hyphen at the end, and what it makes passes the address rule", () => {
    const long = slugify("The Brightside Coffee Roasters of Northern Portland and Friends");
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith("-")).toBe(false);
    for (const name of ["Brightside Coffee", "Café Über", long, "A  —  B  C"]) expect(linkSlug.safeParse(slugify(name)).success, name).toBe(true);
  });

  it("leaves nothing of a name without letters or digits", () => {
    expect(slugify("☕️ !!")).toBe("");
  });
});

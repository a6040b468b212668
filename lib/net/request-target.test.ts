import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRequestTarget, searchParamsOf } from "./request-target";

const ORIGIN = "http://localhost:3000";

// Characters that matter to the URL parser: delimiters, dots, percent signs, backslashes, quotes, spaces, a
// fragment, non-ASCII and controls, beside plain ones.
const tricky = fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@/?%#\\\" <>`{}|^[]\t\né€\u0000".split(""), "%2e", "%2E", "..", "./", "//", "%41", "%zz");
const target = fc.array(tricky, { maxLength: 24 }).map((parts) => `/${parts.join("")}`);
const anyTarget = fc.oneof(target, fc.string({ maxLength: 24 }), fc.constantFrom("//evil.example/x", "/a/../b", "/a/./b", "/a/%2e%2e/b", "/a?b=c d", "/a\\b"));

describe("parseRequestTarget", () => {
  it("gives the path and absolute URL the WHATWG parser gives, for any target", () => {
    fc.assert(
      fc.property(anyTarget, (raw) => {
        let expected: { pathname: string; href: string } | undefined;
        try {
          const url = new URL(raw, ORIGIN);
          // The fast path never applies to a target with a fragment, whose href the parser keeps whole.
          expected = { pathname: url.pathname, href: url.href };
        } catch {
          expected = undefined;
        }
        expect(parseRequestTarget(raw, ORIGIN)).toEqual(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it("takes the fast path for the API's usual targets", () => {
    const usual = "/functions/v1/api/posts?limit=50&cursor=eyJjIjoiMjAyNi0xMS0zMFQxODozMjoxMy40MDhaIn0";
    expect(parseRequestTarget(usual, ORIGIN)).toEqual({ pathname: "/functions/v1/api/posts", href: ORIGIN + usual });
  });
});

describe("searchParamsOf", () => {
  it("reads the query of an absolute URL as URL does", () => {
    fc.assert(
      fc.property(target, (raw) => {
        fc.pre(URL.canParse(raw, ORIGIN));
        const href = new URL(raw, ORIGIN).href;
        expect([...searchParamsOf(href)]).toEqual([...new URL(href).searchParams]);
      }),
      { numRuns: 2_000 },
    );
  });
});

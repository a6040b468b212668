import { describe, expect, it } from "vitest";
import { addMissingHeaders, heldHeaderFields, JsonResponse, unreadJsonText } from "./json-response";
import { json } from "./respond";

describe("JsonResponse (json()'s answer)", () => {
  it("is a Response with the status, headers and body json() was given", async () => {
    const res = json({ post: { id: "p1" } }, 201, { "X-Extra": "yes" });
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(201);
    expect(res.ok).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-extra")).toBe("yes");
    expect(res.bodyUsed).toBe(false);
    expect(await res.json()).toEqual({ post: { id: "p1" } });
    expect(res.bodyUsed).toBe(true);
    await expect(res.text()).rejects.toThrow(TypeError);
  });

  it("reads as text, bytes and a blob, and clones before it is read", async () => {
    const res = json({ a: "é" });
    const copy = res.clone();
    expect(await res.text()).toBe('{"a":"é"}');
    expect(new TextDecoder().decode(await copy.arrayBuffer())).toBe('{"a":"é"}');
    expect(() => res.clone()).toThrow(TypeError);
    const blob = await json([1]).blob();
    expect(blob.type).toBe("application/json; charset=utf-8");
    expect(await blob.text()).toBe("[1]");
  });

  it("gives a readable body stream to whoever asks for one (Next pipes it), which then owns the body", async () => {
    const res = json({ streamed: true }, 200, { "x-one": "1" });
    const piped = new Response(res.body, res);
    expect(res.bodyUsed).toBe(false);
    expect(await piped.json()).toEqual({ streamed: true });
    expect(piped.headers.get("x-one")).toBe("1");
    expect(res.bodyUsed).toBe(true);
    expect(unreadJsonText(res)).toBeUndefined();
  });

  it("holds its header fields as given until `headers` is read, and adds missing ones either way without case", () => {
    const held = json({}, 200, { "RateLimit-Limit": "5" });
    addMissingHeaders(held, { "ratelimit-limit": "9", "RateLimit-Remaining": "4" });
    expect(heldHeaderFields(held)).toEqual([
      "content-type",
      "application/json; charset=utf-8",
      "cache-control",
      "no-store",
      "ratelimit-limit",
      "5",
      "ratelimit-remaining",
      "4",
    ]);
    expect(unreadJsonText(held)).toBe("{}");

    const read = json({}, 200, { "RateLimit-Limit": "5" });
    expect(read.headers.get("ratelimit-limit")).toBe("5");
    expect(heldHeaderFields(read)).toBeUndefined();
    addMissingHeaders(read, { "RateLimit-Limit": "9", "RateLimit-Reset": "60" });
    expect(read.headers.get("ratelimit-limit")).toBe("5");
    expect(read.headers.get("ratelimit-reset")).toBe("60");

    const plain = new Response("x");
    addMissingHeaders(plain, { "RateLimit-Reset": "60" });
    expect(plain.headers.get("ratelimit-reset")).toBe("60");
    expect(heldHeaderFields(plain)).toBeUndefined();
    expect(unreadJsonText(plain)).toBeUndefined();
  });

  it("takes a Headers object too (a clone's), keeping repeated fields", () => {
    const headers = new Headers({ "content-type": "application/json" });
    headers.append("set-cookie", "a=1");
    headers.append("set-cookie", "b=2");
    const res = new JsonResponse("{}", { status: 200, headers });
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(heldHeaderFields(res)).toBeUndefined();
  });
});

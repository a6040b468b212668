import "@/test/use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// A JSON body declared as something else is a 415 naming the type (the OpenAPI document declares it on every
// operation that takes a JSON body); no Content-Type at all is read as JSON, as before.
let key: string;
beforeAll(async () => {
  key = (await makeApiWorkspace()).keys.live;
});

describe("Content-Type of JSON bodies", () => {
  it("415 for a body declared text/plain or a form, before anything is created", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await callApi("POST", "/ideas", { key, body: { title: "typed" }, headers: { "content-type": type } });
      expect(res.status, type).toBe(415);
      expect(res.body).toEqual({ error: `Content-Type must be application/json, not ${type}`, code: "unsupported_media_type" });
    }
    const list = await callApi("GET", "/ideas", { key });
    expect(list.body.ideas).toEqual([]);
  });

  it("takes application/json with a charset, a +json type, and no Content-Type at all", async () => {
    for (const type of ["application/json; charset=utf-8", "application/merge-patch+json", ""]) {
      const res = await callApi("POST", "/ideas", { key, body: { title: `typed ${type}` }, headers: { "content-type": type } });
      expect(res.status, type).toBe(201);
    }
  });
});

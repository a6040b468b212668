// Keys that are well formed but not ours each cost a database lookup; an address that keeps sending them is
// refused with 429 and Retry-After before any lookup, while other addresses and known keys are unaffected.
import "@/test/use-database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { generateApiKey } from "@/lib/auth/api-key-format";
import { makeApiWorkspace } from "@/test/api/api-fixture";
import { callApi } from "@/test/api/call-api";

const spies: { mockRestore(): void }[] = [];
afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

function countKeyLookups() {
  const spy = vi.spyOn(getDb(), "$queryRaw");
  spies.push(spy);
  const count = () => spy.mock.calls.filter(([sql]) => Array.isArray(sql) && sql.join("?").includes("FROM api_keys")).length;
  const before = count();
  return () => count() - before;
}

const from = (address: string) => ({ "x-postlane-peer": address });

describe("failed API-key lookups per client address", () => {
  it("answer 429 with Retry-After after 30 unknown keys, without further lookups; other clients and valid keys go on", async () => {
    const w = await makeApiWorkspace();
    const attacker = `2001:db8:${crypto.randomUUID().slice(0, 4)}::bad`;
    const lookups = countKeyLookups();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await callApi("GET", "/posts", { key: generateApiKey("live").key, headers: from(attacker) })).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect(lookups()).toBe(30);

    const refused = await callApi("GET", "/posts", { key: generateApiKey("live").key, headers: from(attacker) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(refused.body.error).toMatch(/too many requests with invalid API keys/i);

    // Another address is not affected, nor is a valid key from it.
    expect((await callApi("GET", "/posts", { key: generateApiKey("live").key, headers: from("198.51.100.7") })).status).toBe(401);
    expect((await callApi("GET", "/posts", { key: w.keys.live, headers: from("198.51.100.7") })).status).toBe(200);
  });

  it("count an IPv4-mapped IPv6 peer as its IPv4 address", async () => {
    const attacker = `192.0.2.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 30; i++) await callApi("GET", "/posts", { key: generateApiKey("live").key, headers: from(i % 2 ? attacker : `::ffff:${attacker}`) });
    expect((await callApi("GET", "/posts", { key: generateApiKey("live").key, headers: from(attacker) })).status).toBe(429);
  });

  it("ignore a client's own X-Forwarded-For when no proxy is trusted", async () => {
    const attacker = `198.18.0.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 30; i++) {
      await callApi("GET", "/posts", { key: generateApiKey("live").key, headers: { ...from(attacker), "x-forwarded-for": `10.0.0.${i}` } });
    }
    expect((await callApi("GET", "/posts", { key: generateApiKey("live").key, headers: { ...from(attacker), "x-forwarded-for": "10.9.9.9" } })).status).toBe(
      429,
    );
  });
});

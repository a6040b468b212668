// SSRF rules against a real local HTTP server. Host names are resolved by an injected resolver (there is no
// outside network here); 127.0.0.1 plays "a public host" only where a test says so explicitly.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";
import { safeFetch, type ResolvedAddress, type SafeFetchOptions } from "./safe-fetch";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
let server: http.Server;
let port: number;
let origin: string;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url!);
    const url = new URL(req.url!, "http://x");
    switch (url.pathname.replace(/^\/media\//, "/")) {
      case "/photo.png":
        res.writeHead(200, { "content-type": "image/png" }).end(PNG);
        return;
      case "/page":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<html></html>");
        return;
      case "/big-declared":
        res.writeHead(200, { "content-type": "image/png", "content-length": "5000" }).end(Buffer.alloc(5000));
        return;
      case "/big-chunked":
        res.writeHead(200, { "content-type": "image/png" });
        for (let i = 0; i < 10; i++) res.write(Buffer.alloc(500));
        res.end();
        return;
      case "/slow":
        return; // never answers
      case "/missing":
        res.writeHead(404).end();
        return;
      case "/redirect":
        res.writeHead(302, { location: url.searchParams.get("to")! }).end();
        return;
      case "/loop":
        res.writeHead(301, { location: "/loop" }).end();
        return;
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A hosts file: each name resolves to the listed addresses. */
function hosts(table: Record<string, string[]>) {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const found = table[hostname];
    if (!found) throw new Error(`ENOTFOUND ${hostname}`);
    return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { resolve, calls };
}

/** Treats this machine's 127.0.0.1 as if it were a public address (the stand-in for "a public media host"). */
const loopbackPlaysPublic = (address: string) => address === "127.0.0.1" || isPublicAddress(address);

const base: SafeFetchOptions = { accept: ["image/*"], maxBytes: 1000, timeoutMs: 2000 };

describe("isPublicAddress", () => {
  it.each([
    ["93.184.216.34", true],
    ["2606:4700::1111", true],
    ["127.0.0.1", false],
    ["10.0.0.5", false],
    ["172.16.0.1", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["::1", false],
    ["fe80::1", false],
    ["fd12:3456::1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:93.184.216.34", true],
    ["64:ff9b::a00:1", false],
    ["224.0.0.1", false],
    ["not an ip", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("safeFetch", () => {
  it("fetches an accepted type from a host that resolves to an allowed address", async () => {
    const dns = hosts({ "media.example.test": ["127.0.0.1"] });
    const got = await safeFetch(`http://media.example.test:${port}/photo.png`, { ...base, resolve: dns.resolve, isAllowedAddress: loopbackPlaysPublic });
    expect(got.contentType).toBe("image/png");
    expect(got.bytes.equals(PNG)).toBe(true);
  });

  it("refuses hosts resolving to private, loopback or link-local addresses — any one of them", async () => {
    const table = {
      "intranet.example.test": ["10.0.0.5"],
      "metadata.example.test": ["169.254.169.254"],
      "localhost.example.test": ["127.0.0.1"],
      "v6-local.example.test": ["fd00::1"],
      "mixed.example.test": ["93.184.216.34", "192.168.0.10"],
    };
    const dns = hosts(table);
    const hitsBefore = hits.length;
    for (const host of Object.keys(table)) {
      await expect(safeFetch(`http://${host}:${port}/photo.png`, { ...base, resolve: dns.resolve }), host).rejects.toMatchObject({ code: "blocked_address" });
    }
    expect(dns.calls).toEqual(Object.keys(table));
    expect(hits.length).toBe(hitsBefore); // nothing reached the server
  });

  it("refuses IP literals in every spelling, and non-http schemes", async () => {
    for (const url of [`${origin}/photo.png`, `http://[::1]:${port}/photo.png`, "http://169.254.169.254/latest/meta-data", "http://2130706433/", "http://0x7f.1/", "http://[::ffff:10.0.0.1]/", "http://0.0.0.0/"]) {
      await expect(safeFetch(url, base), url).rejects.toMatchObject({ code: "blocked_address" });
    }
    for (const url of ["file:///etc/passwd", "ftp://example.test/x.png", "gopher://example.test/", "not a url"]) {
      await expect(safeFetch(url, base), url).rejects.toMatchObject({ code: "bad_url" });
    }
    await expect(safeFetch("http://user:pw@example.test/x.png", base)).rejects.toMatchObject({ code: "bad_url" });
  });

  it("pins the connection to the checked address: a second, private answer from DNS is never used", async () => {
    // First answer allowed, later answers point elsewhere (rebinding). Nothing listens on 127.0.0.2, so if
    // the fetch resolved the name again to connect, it would fail.
    let answers = 0;
    const rebinding = async (): Promise<ResolvedAddress[]> => [{ address: answers++ === 0 ? "127.0.0.1" : "127.0.0.2", family: 4 }];
    const got = await safeFetch(`http://rebind.example.test:${port}/photo.png`, { ...base, resolve: rebinding, isAllowedAddress: loopbackPlaysPublic });
    expect(got.bytes.equals(PNG)).toBe(true);
    expect(answers).toBe(1);
  });

  it("checks every redirect hop the same way", async () => {
    const dns = hosts({ "media.example.test": ["127.0.0.1"], "internal.example.test": ["10.1.2.3"] });
    const options = { ...base, resolve: dns.resolve, isAllowedAddress: loopbackPlaysPublic };
    const ok = await safeFetch(`http://media.example.test:${port}/redirect?to=/photo.png`, options);
    expect(ok.url).toBe(`http://media.example.test:${port}/photo.png`);
    for (const to of ["http://internal.example.test/photo.png", "http://169.254.169.254/latest", "http://[::1]/x"]) {
      await expect(safeFetch(`http://media.example.test:${port}/redirect?to=${encodeURIComponent(to)}`, options), to).rejects.toMatchObject({ code: "blocked_address" });
    }
    await expect(safeFetch(`http://media.example.test:${port}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`, options)).rejects.toMatchObject({ code: "bad_url" });
    await expect(safeFetch(`http://media.example.test:${port}/loop`, { ...options, maxRedirects: 3 })).rejects.toMatchObject({ code: "too_many_redirects" });
  });

  it("enforces the content type, the size (declared or counted), the status and the time limit", async () => {
    const dns = hosts({ "media.example.test": ["127.0.0.1"] });
    const options = { ...base, resolve: dns.resolve, isAllowedAddress: loopbackPlaysPublic };
    const at = (path: string) => `http://media.example.test:${port}${path}`;
    await expect(safeFetch(at("/page"), options)).rejects.toMatchObject({ code: "bad_content_type", message: `${at("/page")} is text/html; expected image/*` });
    await expect(safeFetch(at("/photo.png"), { ...options, accept: ["video/mp4"] })).rejects.toMatchObject({ code: "bad_content_type" });
    await expect(safeFetch(at("/big-declared"), options)).rejects.toMatchObject({ code: "too_large" });
    await expect(safeFetch(at("/big-chunked"), options)).rejects.toMatchObject({ code: "too_large" });
    await expect(safeFetch(at("/missing"), options)).rejects.toMatchObject({ code: "bad_status", message: `${at("/missing")} answered HTTP 404` });
    const started = Date.now();
    await expect(safeFetch(at("/slow"), { ...options, timeoutMs: 300 })).rejects.toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(safeFetch("http://nowhere.example.test/x.png", options)).rejects.toMatchObject({ code: "unresolvable" });
  });

  it("trusts the app's own media base even on a private address, and only under that base", async () => {
    const options = { ...base, trustedPrefixes: [`${origin}/media`] };
    const viaCdn = await safeFetch(`${origin}/media/photo.png`, options);
    expect(viaCdn.bytes.equals(PNG)).toBe(true);
    await expect(safeFetch(`${origin}/photo.png`, options)).rejects.toMatchObject({ code: "blocked_address" });
    await expect(safeFetch(`${origin}/media/../photo.png`, options)).rejects.toMatchObject({ code: "blocked_address" });
    // A trusted URL that redirects outside the base: the next hop is checked again and refused.
    await expect(safeFetch(`${origin}/media/redirect?to=/photo.png`, options)).rejects.toMatchObject({ code: "blocked_address" });
  });
});

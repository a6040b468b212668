// SSRF rules against a real local HTTP server. Host names are resolved by an injected resolver (there is no
// outside network here); 127.0.0.1 plays "a public host" only where a test says so explicitly.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";
import { isAllowedHost, safeFetch, safeFetchStream, type ResolvedAddress, type SafeFetchOptions } from "./safe-fetch";

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
      case "/stall":
        res.writeHead(200, { "content-type": "video/mp4" });
        res.write(Buffer.alloc(10)); // then nothing more
        return;
      case "/video.mp4":
        res.writeHead(200, { "content-type": "video/mp4", "content-length": "900" }).end(Buffer.alloc(900, 3));
        return;
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
    for (const url of [
      `${origin}/photo.png`,
      `http://[::1]:${port}/photo.png`,
      "http://169.254.169.254/latest/meta-data",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://[::ffff:10.0.0.1]/",
      "http://0.0.0.0/",
    ]) {
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
      await expect(safeFetch(`http://media.example.test:${port}/redirect?to=${encodeURIComponent(to)}`, options), to).rejects.toMatchObject({
        code: "blocked_address",
      });
    }
    await expect(safeFetch(`http://media.example.test:${port}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`, options)).rejects.toMatchObject({
      code: "bad_url",
    });
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

  it("fetches from an operator-allowed host:port as it is, and nothing else on that address", async () => {
    const options = { ...base, allowedHosts: [`127.0.0.1:${port}`] };
    expect((await safeFetch(`${origin}/photo.png`, options)).bytes.equals(PNG)).toBe(true);
    // Same address under another name, or another port: still refused.
    await expect(safeFetch(`http://localhost:${port}/photo.png`, { ...options, resolve: hosts({ localhost: ["127.0.0.1"] }).resolve })).rejects.toMatchObject({
      code: "blocked_address",
    });
    await expect(safeFetch(`http://127.0.0.1:${port + 1}/photo.png`, options)).rejects.toMatchObject({ code: "blocked_address" });
    // An allowed host redirecting into the private network is refused at the hop.
    await expect(safeFetch(`${origin}/redirect?to=${encodeURIComponent("http://10.0.0.1/x.png")}`, options)).rejects.toMatchObject({ code: "blocked_address" });
    // The other rules still apply to an allowed host.
    await expect(safeFetch(`${origin}/page`, options)).rejects.toMatchObject({ code: "bad_content_type" });
    // A bare host allows every port.
    expect((await safeFetch(`${origin}/photo.png`, { ...base, allowedHosts: ["127.0.0.1"] })).contentType).toBe("image/png");
  });

  it.each([
    ["http://media.local/x", ["media.local"], true],
    ["http://media.local:8080/x", ["media.local"], true],
    ["http://media.local:8080/x", ["media.local:8080"], true],
    ["http://media.local:8081/x", ["media.local:8080"], false],
    ["http://media.local/x", ["media.local:80"], true],
    ["https://media.local/x", ["media.local:80"], false],
    ["http://MEDIA.local/x", ["media.local"], true],
    ["http://evil-media.local/x", ["media.local"], false],
    ["http://[::1]:9000/x", ["[::1]:9000"], true],
  ])("isAllowedHost(%s, %j) → %s", (url, allowed, expected) => {
    expect(isAllowedHost(new URL(url), allowed)).toBe(expected);
  });

  it("stops when the caller's signal aborts, without calling it a timeout", async () => {
    const controller = new AbortController();
    const pending = safeFetch(`${origin}/slow`, { ...base, allowedHosts: [`127.0.0.1:${port}`], timeoutMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: "network" });
  });

  it("streams large media with the same rules, and a body that stalls ends as a timeout", async () => {
    const dns = hosts({ "media.example.test": ["127.0.0.1"] });
    const options = { ...base, accept: ["video/*"], resolve: dns.resolve, isAllowedAddress: loopbackPlaysPublic };
    const opened = await safeFetchStream(`http://media.example.test:${port}/video.mp4`, options);
    expect([opened.contentType, opened.contentLength]).toEqual(["video/mp4", 900]);
    let total = 0;
    for await (const chunk of opened.body as AsyncIterable<Buffer>) total += chunk.length;
    expect(total).toBe(900);
    await expect(safeFetch(`http://media.example.test:${port}/stall`, { ...options, timeoutMs: 300 })).rejects.toMatchObject({ code: "timeout" });
  });
});

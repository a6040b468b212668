// Link cards from real pages on a local server (allowed by host and port, as an operator would allow an
// internal host), and the SSRF rules still applying to the page fetch.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { fetchLinkPreview, parseLinkPreview } from "./link-preview";

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/article") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html><head><title>Fallback</title>
        <meta property="og:title" content="Spring &amp; summer launch">
        <meta content='Everything that shipped, in one page.' property='og:description'>
        <meta property="og:image" content="/images/card.png"></head><body>…</body></html>`);
    } else if (req.url === "/moved") {
      res.writeHead(301, { location: "/article" }).end();
    } else if (req.url === "/photo.png") {
      res.writeHead(200, { "content-type": "image/png" }).end("png");
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("parseLinkPreview", () => {
  it("prefers OpenGraph, then Twitter tags, then <title> and the meta description; entities decoded, image made absolute", () => {
    const html = `<head><title> The  page
      title </title><meta name="description" content="Plain &quot;description&quot; &#8212; &#x2728;"><meta name="twitter:image" content="https://cdn.example.com/t.jpg"></head>`;
    expect(parseLinkPreview(html, "https://example.com/a/b")).toEqual({
      url: "https://example.com/a/b",
      title: "The page title",
      description: 'Plain "description" — ✨',
      imageUrl: "https://cdn.example.com/t.jpg",
    });
    expect(
      parseLinkPreview(
        `<meta property="og:title" content="OG"><meta name="twitter:title" content="TW"><meta property="og:image" content="../i.png">`,
        "https://example.com/a/b",
      ),
    ).toMatchObject({
      title: "OG",
      description: "",
      imageUrl: "https://example.com/i.png",
    });
    expect(
      parseLinkPreview(`<meta property="og:title" content="x"><meta property="og:image" content="javascript:alert(1)">`, "https://example.com/")?.imageUrl,
    ).toBeNull();
    expect(parseLinkPreview("<html><body>no title</body></html>", "https://example.com/")).toBeNull();
    expect(parseLinkPreview(`<title>${"é".repeat(400)}</title>`, "https://example.com/")!.title).toHaveLength(300);
  });
});

describe("fetchLinkPreview", () => {
  it("fetches the page (following a redirect) and reads its card", async () => {
    allowMediaHost(origin);
    expect(await fetchLinkPreview(`${origin}/moved`)).toEqual({
      url: `${origin}/moved`,
      title: "Spring & summer launch",
      description: "Everything that shipped, in one page.",
      imageUrl: `${origin}/images/card.png`,
    });
  });

  it("gives no card for a missing page, a non-HTML answer, or a host on a private address", async () => {
    allowMediaHost(origin);
    expect(await fetchLinkPreview(`${origin}/missing`)).toBeNull();
    expect(await fetchLinkPreview(`${origin}/photo.png`)).toBeNull();
    expect(await fetchLinkPreview(`${origin.replace("127.0.0.1", "localhost")}/article`)).toBeNull();
  });
});

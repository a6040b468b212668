import type { NextConfig } from "next";
import { WELL_KNOWN_REWRITES } from "./lib/api/oauth/well-known";

const nextConfig: NextConfig = {
  // The public API lives at /functions/v1/api/* (the contract's base address); handlers are in app/api/v1.
  async rewrites() {
    return [
      { source: "/functions/v1/api/:path*", destination: "/api/v1/:path*" },
      // The MCP server (Streamable HTTP), on the same API keys: app/api/mcp/route.ts.
      { source: "/functions/v1/mcp", destination: "/api/mcp" },
      // OAuth discovery for apps connecting to the MCP server (app/api/oauth).
      ...WELL_KNOWN_REWRITES,
    ];
  },
  // Loaded from node_modules at run time: PGlite reads its wasm and data files next to its module, and
  // the others carry native binaries.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "@prisma/adapter-pg",
    "pg",
    // One registry per process whichever module graph counts (lib/observability/metrics.ts).
    "prom-client",
    // Reads its standard fonts (.afm files) next to its module at run time (the analytics PDF report).
    "pdfkit",
  ],
  // The PDF report's font files (lib/services/analytics/pdf-fonts.ts resolves them at run time, which tracing
  // cannot see): copied with every server route that may make a report, so a traced output has them too.
  outputFileTracingIncludes: { "/**": ["./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf", "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"] },
  poweredByHeader: false,
  // CI (.ci/run) builds a clean clone once and type-checks in a step of its own beside the build
  // (`npm run typecheck`, the same tsconfig), so there POSTLANE_CI_BUILD=1 drops the build's second type check
  // and the Turbopack cache that only a later build would read: together about 150 s of CPU on 2 cores.
  typescript: { ignoreBuildErrors: process.env.POSTLANE_CI_BUILD === "1" },
  experimental: { turbopackFileSystemCacheForBuild: process.env.POSTLANE_CI_BUILD !== "1" },
  // Browsers and feed readers still ask for /favicon.ico on their own; the mark is app/icon.svg (declared in
  // every page's head), so they get it rather than a 404.
  async redirects() {
    return [{ source: "/favicon.ico", destination: "/icon.svg", permanent: true }];
  },
  // Fixed security headers for what proxy.ts does not see (static build files); proxy.ts sets these and the
  // CSP on everything else (lib/server/security-headers.ts says why each).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
  // `next dev` logs every server action call with its arguments (signUpAction({…, "password": "…"})): a
  // secret must never reach a log, so that logging is off.
  logging: { serverFunctions: false },
};

export default nextConfig;

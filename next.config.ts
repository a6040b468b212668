import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The public API lives at /functions/v1/api/* (the contract's base address); handlers are in app/api/v1.
  async rewrites() {
    return [
      { source: "/functions/v1/api/:path*", destination: "/api/v1/:path*" },
      // The MCP server (Streamable HTTP), on the same API keys: app/api/mcp/route.ts.
      { source: "/functions/v1/mcp", destination: "/api/mcp" },
    ];
  },
  // Loaded from node_modules at run time: PGlite reads its wasm and data files next to its module, and
  // the others carry native binaries.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "@prisma/adapter-pg", "pg"],
  poweredByHeader: false,
};

export default nextConfig;

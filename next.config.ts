import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The public API's handlers sit at the contract's own address, app/functions/v1/api/**, not behind a
  // rewrite: a rewrite costs every API request about 0.35 ms of CPU in Next's router (bench:api).
  // Loaded from node_modules at run time: PGlite reads its wasm and data files next to its module, and
  // the others carry native binaries.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "@prisma/adapter-pg", "pg"],
  poweredByHeader: false,
};

export default nextConfig;

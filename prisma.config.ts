// Prisma CLI configuration. Only `prisma generate` is used (see scripts/db/generate.mjs); migrations run
// through scripts/db/migrate.ts, which needs no native engine.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});

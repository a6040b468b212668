#!/bin/sh
# Prisma 7's CLI insists on a native schema-engine binary before `generate`, and downloading it is
# impossible offline. `generate` never calls the engine; it only asks for its version. Migrations go
# through @prisma/schema-engine-wasm instead (scripts/db/migrate.ts).
if [ "$1" = "--version" ] || [ "$1" = "-V" ]; then echo "schema-engine-cli d1b3f377ca835d73fd50954a5e22128b9ebdd6b8"; exit 0; fi
echo "schema-engine native binary is not available offline; use npm run db:migrate / db:diff (stub called with: $*)" >&2
exit 1

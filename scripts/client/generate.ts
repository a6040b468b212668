// npm run client:generate — rewrites packages/client/src/api-types.ts from the current OpenAPI document.
import { writeFileSync } from "node:fs";
import { CLIENT_TYPES_FILE, renderClientTypes } from "./render-client-types";

writeFileSync(CLIENT_TYPES_FILE, await renderClientTypes());
console.log(`Wrote ${CLIENT_TYPES_FILE.pathname}`);

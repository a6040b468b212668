// The typed client's types (packages/client/src/api-types.ts), rendered from the OpenAPI document the app
// serves (lib/api/openapi.ts) by openapi-typescript and formatted as the repository formats code. One
// function, used by `npm run client:generate` to write the file and by its test to find a stale one.
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import prettier from "prettier";
import { buildOpenApiDocument } from "../../lib/api/openapi";

export const CLIENT_TYPES_FILE = new URL("../../packages/client/src/api-types.ts", import.meta.url);

const HEADER =
  "// Generated from the Postlane OpenAPI document by `npm run client:generate` (openapi-typescript). Do not edit:\n" +
  "// change the schemas in lib/schemas or lib/api/openapi and regenerate; a test fails while this file is stale.\n\n";

export async function renderClientTypes(): Promise<string> {
  const ast = await openapiTS(buildOpenApiDocument() as unknown as OpenAPI3, { alphabetize: false });
  const source = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(CLIENT_TYPES_FILE.pathname)) ?? {};
  return prettier.format(source, { ...options, filepath: CLIENT_TYPES_FILE.pathname });
}

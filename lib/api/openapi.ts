// The OpenAPI 3.1 document of the public API, generated from the same zod schemas that validate requests
// and shape responses (lib/schemas/*), so the reference cannot drift from the code. This file assembles it:
// the paths are written per resource in lib/api/openapi/*.ts, the components come from the zod registry.
import { z } from "zod";
import { API_SCOPES, SCOPE_DESCRIPTIONS } from "../auth/scopes";
import { appUrl } from "../env";
// Every schema module registers its components in the zod registry when loaded; this order fixes their order
// in the document.
import "../schemas/accounts";
import "../schemas/common";
import "../schemas/ideas";
import "../schemas/workspaces";
import "../schemas/approvals";
import "../schemas/posts";
import "../schemas/analytics";
import "../schemas/media";
import "../schemas/links";
import "../schemas/webhooks";
import "../schemas/queue";
import { accountPaths } from "./openapi/accounts";
import { approvalPaths } from "./openapi/approvals";
import { analyticsPaths } from "./openapi/analytics";
import { ideaPaths } from "./openapi/ideas";
import { linkPaths } from "./openapi/links";
import { mediaPaths } from "./openapi/media";
import type { Json, Paths } from "./openapi/operation";
import { postPaths } from "./openapi/posts";
import { queuePaths } from "./openapi/queue";
import { systemPaths } from "./openapi/system";
import { webhookPaths } from "./openapi/webhooks";

/** Paths and methods of the document; the route test checks these against app/api/v1. */
export function openApiPaths(): Paths {
  return {
    ...systemPaths(),
    ...accountPaths(),
    ...ideaPaths(),
    ...postPaths(),
    ...approvalPaths(),
    ...analyticsPaths(),
    ...linkPaths(),
    ...mediaPaths(),
    ...webhookPaths(),
    ...queuePaths(),
  };
}

function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { io: "input", uri: (id) => `#/components/schemas/${id}`, unrepresentable: "any" });
  const out: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema as Json;
    out[id] = rest;
  }
  return out;
}

let cached: Json | undefined;

export function openApiDocument(): Json {
  cached ??= {
    openapi: "3.1.0",
    info: {
      title: "Postlane API",
      version: "1.0.0",
      description:
        "Publish posts to social networks, manage an idea backlog and list accounts and workspaces with a bearer API key. " +
        'Errors are `{ "error": "<message>" }`. Every authenticated response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
    },
    servers: [{ url: `${appUrl()}/functions/v1/api` }],
    security: [{ bearerKey: [] }],
    components: {
      securitySchemes: {
        bearerKey: {
          type: "http",
          scheme: "bearer",
          description: `API key \`pl_live_…\` or \`pl_test_…\`. Scopes: ${API_SCOPES.map((s) => `\`${s}\` (${SCOPE_DESCRIPTIONS[s]})`).join(", ")}.`,
        },
      },
      schemas: componentSchemas(),
    },
    paths: openApiPaths(),
  };
  return cached;
}

// Paths about the service itself, answered without a key: its health and this document.
import { operation, type Paths } from "./operation";

export function systemPaths(): Paths {
  return {
    "/health": {
      get: operation({
        id: "getHealth",
        summary: "Health",
        auth: false,
        status: 200,
        response: { type: "object" },
        errors: [],
        description: "Is the app up and can it reach its database (503 when not).",
      }),
    },
    "/openapi.json": {
      get: operation({ id: "getOpenApiDocument", summary: "This OpenAPI document", auth: false, status: 200, response: { type: "object" }, errors: [] }),
    },
  };
}

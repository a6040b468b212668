// Paths about the service itself, answered without a key: its health and this document.
import { defineOperations } from "./define-operations";

export const systemOperations = defineOperations({
  getHealth: {
    method: "get",
    path: "/health",
    summary: "Health",
    auth: false,
    status: 200,
    response: { type: "object" },
    errors: [],
    description: "Is the app up and can it reach its database (503 when not).",
  },
  getOpenApiDocument: {
    method: "get",
    path: "/openapi.json",
    summary: "This OpenAPI document",
    auth: false,
    status: 200,
    response: { type: "object" },
    errors: [],
  },
});

// Where the two programmatic doors are served: the REST API (spec/api-v1.md) and the MCP endpoint. One
// definition below every layer, read by the HTTP front, the OAuth metadata and the token audience rule.
export const REST_API_PATH = "/functions/v1/api";
export const MCP_ENDPOINT_PATH = "/functions/v1/mcp";

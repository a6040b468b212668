// @postlane/client: the typed API client (the `postlane` command is src/cli.ts).
export { createPostlaneClient, PostlaneApiError, unwrap } from "./client.js";
export type { ClientOptions, PostlaneClient, Schema, components, paths } from "./client.js";

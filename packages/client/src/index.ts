// @postlane/client: the typed API client (the `postlane` command is src/cli.ts).
export { createPostlaneClient, listAll, pages, PostlaneApiError, unwrap } from "./client.js";
export type { ClientOptions, ListPage, PostlaneClient, Schema, components, paths } from "./client.js";

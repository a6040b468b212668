// Runs the fake Meta Graph server on its own for the e2e suite or a manual try-out of the connect flows:
//   npx tsx test/fakes/meta-graph-cli.ts [port]
// It seeds one person with two pages (one linked to an Instagram business account) and a Threads account,
// the identities the fake OAuth dialogs consent as, and prints the settings that point Postlane at it.
import { startMetaGraphServer } from "./meta-graph-server";

const port = Number(process.argv[2] ?? 4610);
const server = await startMetaGraphServer({}, { port });
const { userId } = server.addFacebookUser({ name: "Robin Baker" });
const bakery = server.addPage(userId, { name: "Corner Bakery", instagramUsername: "corner.bakery" });
server.addPage(userId, { name: "Bakery Jobs" });
const threads = server.addThreadsUser({ username: "corner.bakery.threads" });

process.stdout.write(
  [
    `fake Meta Graph API on ${server.url}`,
    `  FACEBOOK_API_BASE_URL=${server.url} INSTAGRAM_API_BASE_URL=${server.url} THREADS_API_BASE_URL=${server.url}`,
    `  FACEBOOK_CLIENT_ID=${server.options.app.clientId} FACEBOOK_CLIENT_SECRET=${server.options.app.clientSecret}`,
    `  THREADS_CLIENT_ID=${server.options.app.clientId} THREADS_CLIENT_SECRET=${server.options.app.clientSecret}`,
    `  page ${bakery.pageId} (Instagram ${bakery.igUserId}), Threads user ${threads.userId}; media at ${server.mediaUrl("<name>.jpg")}`,
    "",
  ].join("\n"),
);

const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

// The end of each database test file in the shared worker process (vitest.config.ts, project "shared-db";
// a setup file, so vitest runs it again for every file). A database file may leave the app running in the
// process: its pool or in-memory database, the publishing worker, the sweeps, the webhook and email workers,
// the Redis client of the rate limits. In a process of its own that ended with the file; here the next file
// would meet it (a worker of this file claiming the next one's rows). So after the file's own afterAll hooks
// (this one is registered first, and vitest runs after-hooks last-registered first), everything the app starts
// is stopped as a server stops it, and what is still open beyond what was open when the file began (a
// listening server, a child process, a socket) fails the file, naming it, instead of reaching into the next.
import { afterAll, beforeAll } from "vitest";
import { openSocketPeers, resourcesLeftOpen, settleOpenResources, snapshotOpenResources, type OpenResources } from "./open-resources";

let atStart: OpenResources;

beforeAll(() => {
  atStart = snapshotOpenResources();
});

afterAll(async () => {
  const { stopAppInProcess } = await import("./stop-app-in-process");
  await stopAppInProcess();
  const left = await settleOpenResources(() => resourcesLeftOpen(atStart, snapshotOpenResources()));
  if (left.length > 0) {
    const peers = openSocketPeers();
    throw new Error(
      `this file left ${left.join(", ")} open after its afterAll hooks${peers.length ? ` (sockets open to ${peers.join(", ")})` : ""}: ` +
        "close them there (the next file of the shared worker process would meet them)",
    );
  }
});

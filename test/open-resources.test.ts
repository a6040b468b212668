// What test/shared-db-file-end.ts counts as left open by a file: a listening server and a socket, gone once
// closed; and how the far end of a socket is named.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { openSocketPeers, resourcesLeftOpen, settleOpenResources, snapshotOpenResources } from "./open-resources";

describe("what a test file leaves open", () => {
  it("counts a listening server and a connected socket beyond the start, and nothing once they are closed", async () => {
    const start = snapshotOpenResources();
    const server = net.createServer((socket) => socket.on("error", () => {}));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    const client = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => client.once("connect", resolve));

    const left = resourcesLeftOpen(start, snapshotOpenResources());
    expect(left).toContain("1 TCPServerWrap");
    expect(left.some((entry) => /^\d+ TCPSocketWrap$/.test(entry))).toBe(true);
    expect(openSocketPeers()).toContain(`127.0.0.1:${port}`);

    client.destroy();
    server.close();
    expect(await settleOpenResources(() => resourcesLeftOpen(start, snapshotOpenResources()))).toEqual([]);
  });

  it("gives up after its time and answers what is still open", async () => {
    const left = await settleOpenResources(() => ["1 TCPServerWrap"], 30);
    expect(left).toEqual(["1 TCPServerWrap"]);
  });
});

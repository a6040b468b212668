// A real Bluesky PDS (and PLC directory) from @atproto/dev-env, in-process on random local ports, for tests.
// Its scratch folders (made under os.tmpdir()) go into one per-run temporary folder that is removed on close, and a dns.lookup guard
// records every non-local host name so a test can prove nothing left the machine.
import dns from "node:dns";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AtpAgent } from "@atproto/api";
import { TestNetworkNoAppView } from "@atproto/dev-env";

export interface BlueskyTestAccount {
  did: string;
  handle: string;
  password: string;
  appPassword: string;
}

export interface BlueskyTestNetwork {
  url: string;
  network: TestNetworkNoAppView;
  /** Host names looked up that are not this machine. */
  outsideLookups: string[];
  /** Every lookup seen (proves the guard is wired: the clients resolve "localhost"). */
  lookupCount(): number;
  createAccount(handle: string): Promise<BlueskyTestAccount>;
  /** A plain client logged in with the account's main password, to read what was published. */
  reader(account: BlueskyTestAccount): Promise<AtpAgent>;
  close(): Promise<void>;
}

const LOCAL = new Set(["localhost", "127.0.0.1", "::1"]);

/** `port`: a fixed port for the PDS (e2e points the app at it); random by default. */
export async function startBlueskyNetwork(options: { port?: number } = {}): Promise<BlueskyTestNetwork> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "postlane-pds-"));
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = tmp;

  const outsideLookups: string[] = [];
  let lookups = 0;
  const originalLookup = dns.lookup;
  const guarded = ((hostname: string, ...rest: unknown[]) => {
    lookups++;
    if (!LOCAL.has(hostname)) outsideLookups.push(hostname);
    return (originalLookup as (...args: unknown[]) => unknown)(hostname, ...rest);
  }) as typeof dns.lookup;
  dns.lookup = guarded;

  const network = await TestNetworkNoAppView.create({
    pds: {
      ...(options.port ? { port: options.port } : {}),
      // No AppView: point the PDS at a closed local port instead of a made-up host name, so app.bsky reads fail
      // fast and locally (the way a PDS without a reachable AppView does).
      bskyAppViewUrl: "http://127.0.0.1:9",
    },
  });
  const url = network.pds.url;

  return {
    url,
    network,
    outsideLookups,
    lookupCount: () => lookups,
    async createAccount(handle) {
      const agent = new AtpAgent({ service: url });
      const password = `main-${crypto.randomUUID()}`;
      await agent.com.atproto.server.createAccount({ handle, email: `${handle}@example.com`, password });
      await agent.login({ identifier: handle, password });
      const { data } = await agent.com.atproto.server.createAppPassword({ name: "postlane" });
      return { did: agent.session!.did, handle, password, appPassword: data.password };
    },
    async reader(account) {
      const agent = new AtpAgent({ service: url });
      await agent.login({ identifier: account.handle, password: account.password });
      return agent;
    },
    async close() {
      await network.close();
      dns.lookup = originalLookup;
      if (previousTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmp;
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
}

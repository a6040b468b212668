// The shared setup of the Bluesky adapter tests (adapter.test.ts, adapter-chain.test.ts): a real PDS from
// @atproto/dev-env, a local server with the media and the page the tests post, two accounts (alice connected the
// way the Accounts page does, bob to be mentioned) and a reader to fetch back what the adapter wrote. Each test
// file starts its own: the files run in parallel and count alice's posts.
import type { AtpAgent } from "@atproto/api";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startBlueskyNetwork, type BlueskyTestAccount, type BlueskyTestNetwork } from "@/test/fakes/bluesky-network";
import { mp4Bytes } from "@/test/fakes/mp4-bytes";
import { accountContext } from "@/test/fakes/social-adapter-harness";
import { startMediaServer } from "@/test/fakes/social-fake-http";
import { pngBytes } from "@/test/fakes/social-fake-png";
import type { AccountContext } from "../types";
import { createBlueskySession } from "./session";

const RED = pngBytes(4, 2, [220, 20, 20]);
export const BLUE = pngBytes(3, 5, [20, 20, 220]);
export const CARD = pngBytes(6, 3, [20, 160, 20]);
export const CLIP = mp4Bytes({ width: 1080, height: 1920, seconds: 12 });
const LAUNCH_PAGE = `<!doctype html><html><head><title>ignored</title>
  <meta property="og:title" content="Spring launch &amp; roadmap">
  <meta property="og:description" content="What shipped this spring.">
  <meta property="og:image" content="/card.png"></head><body></body></html>`;

export interface AdapterFixture {
  net: BlueskyTestNetwork;
  /** Serves /red.png, /blue.png, /clip.mp4, /long.mp4 (200 s), /clip.mov, /launch (an OpenGraph page) and /card.png. */
  media: { url: string; close(): Promise<void> };
  alice: BlueskyTestAccount;
  bob: BlueskyTestAccount;
  /** alice as the publishing code sees a connected account. */
  account: AccountContext;
  /** A client logged in as alice, to read records and blobs back. */
  reader: AtpAgent;
  /** How many posts alice's repository holds. */
  countPosts(): Promise<number>;
  close(): Promise<void>;
}

/** Takes up to a minute or so: call it from a beforeAll with a long timeout. */
export async function startAdapterFixture(): Promise<AdapterFixture> {
  const net = await startBlueskyNetwork();
  let media: AdapterFixture["media"] | undefined;
  try {
    media = await startMediaServer({
      "/red.png": { bytes: RED, type: "image/png" },
      "/blue.png": { bytes: BLUE, type: "image/png" },
      "/clip.mp4": { bytes: CLIP, type: "video/mp4" },
      "/long.mp4": { bytes: mp4Bytes({ width: 640, height: 360, seconds: 200 }), type: "video/mp4" },
      "/clip.mov": { bytes: CLIP, type: "video/quicktime" },
      "/launch": { bytes: Buffer.from(LAUNCH_PAGE), type: "text/html; charset=utf-8" },
      "/card.png": { bytes: CARD, type: "image/png" },
    });
    allowMediaHost(media.url);
    // The local PDS is on loopback, which a user-named server may not be unless the operator allows it.
    allowMediaHost(net.url);
    const alice = await net.createAccount("alice.test");
    const bob = await net.createAccount("bob.test");
    // Connect the way the Accounts page does: handle + app password, one session kept.
    const session = await createBlueskySession(net.url, alice.handle, alice.appPassword);
    const account = accountContext("bluesky", {
      platformAccountId: session.did,
      platformUsername: session.handle,
      accessToken: session.accessJwt,
      refreshToken: session.refreshJwt,
      settings: { serviceUrl: net.url, pdsUrl: session.pdsUrl, handle: session.handle },
    });
    const reader = await net.reader(alice);
    return {
      net,
      media,
      alice,
      bob,
      account,
      reader,
      async countPosts() {
        const { data } = await reader.com.atproto.repo.listRecords({ repo: alice.did, collection: "app.bsky.feed.post", limit: 100 });
        return data.records.length;
      },
      async close() {
        await media?.close();
        await net.close();
      },
    };
  } catch (error) {
    // A half-started fixture would keep the PDS and its scratch folder alive.
    await media?.close();
    await net.close();
    throw error;
  }
}

/** The record key at the end of an at:// URI. */
export const rkeyOf = (uri: string) => uri.split("/").pop()!;

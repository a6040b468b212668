// Threads (options.chainItems) against a real PDS (@atproto/dev-env): each part a reply to the one before with
// the first as root, exactly once across a lost answer, and per-part validation. Single posts are in
// adapter.test.ts; the PDS, media and accounts come from adapter-fixture.ts.
import type { AtpAgent } from "@atproto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlueskyTestAccount, BlueskyTestNetwork } from "@/test/fakes/bluesky-network";
import { publishInput, RowRun } from "@/test/fakes/social-adapter-harness";
import type { AccountContext } from "../types";
import { blueskyAdapter } from "./adapter";
import { type AdapterFixture, rkeyOf, startAdapterFixture } from "./adapter-fixture";

let fx: AdapterFixture;
let net: BlueskyTestNetwork;
let media: AdapterFixture["media"];
let alice: BlueskyTestAccount;
let account: AccountContext;
let reader: AtpAgent;

beforeAll(async () => {
  fx = await startAdapterFixture();
  ({ net, media, alice, account, reader } = fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const countPosts = () => fx.countPosts();

describe("bluesky adapter against a real PDS: a thread (options.chainItems)", () => {
  type PostValue = {
    text: string;
    createdAt: string;
    embed?: { $type: string; images: Array<{ alt: string }> };
    reply?: { root: { uri: string; cid: string }; parent: { uri: string; cid: string } };
  };
  const read = async (uri: string) => {
    const { data } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey: rkeyOf(uri) });
    return { cid: data.cid!, value: data.value as PostValue };
  };

  it("publishes three parts in order: part 2 replies to part 1, part 3 to part 2, both with root = part 1; a part's image goes with it", async () => {
    const before = await countPosts();
    const input = publishInput("bluesky", {
      text: "1/ A thread about bread",
      options: {
        langs: ["en"],
        chainItems: [{ text: "2/ Flour, water, salt" }, { text: "3/ And time", mediaUrl: `${media.url}/red.png`, mediaType: "image", altText: "a loaf" }],
      },
    });
    const items = await new RowRun(blueskyAdapter, input, account).publishAll();
    expect(items).toHaveLength(3);
    expect(await countPosts()).toBe(before + 3);
    const [one, two, three] = await Promise.all(items.map((i) => read(i.remotePostId)));
    expect([one.value.text, two.value.text, three.value.text]).toEqual(["1/ A thread about bread", "2/ Flour, water, salt", "3/ And time"]);
    expect(one.value.reply).toBeUndefined();
    expect(two.value.reply).toEqual({ root: { uri: items[0].remotePostId, cid: one.cid }, parent: { uri: items[0].remotePostId, cid: one.cid } });
    expect(three.value.reply).toEqual({ root: { uri: items[0].remotePostId, cid: one.cid }, parent: { uri: items[1].remotePostId, cid: two.cid } });
    expect(three.value.embed).toMatchObject({ $type: "app.bsky.embed.images", images: [{ alt: "a loaf" }] });
    expect(two.value.embed).toBeUndefined();
    // createdAt in thread order, and the permalinks point at each part.
    expect(one.value.createdAt < two.value.createdAt && two.value.createdAt < three.value.createdAt).toBe(true);
    expect(items[2].remotePermalink).toBe(`https://bsky.app/profile/${alice.did}/post/${rkeyOf(items[2].remotePostId)}`);
  });

  it("part 2 written but its answer lost: the resumed row finds it at its reserved rkey and publishes part 3 only", async () => {
    const input = publishInput("bluesky", {
      text: `1/ interrupted ${crypto.randomUUID()}`,
      options: { chainItems: [{ text: "2/ written, answer lost" }, { text: "3/ the rest" }] },
    });
    const run = new RowRun(blueskyAdapter, input, account);
    await run.prepare();
    expect(await run.publishOne()).toBe(true);
    const stored = structuredClone({ state: run.state, items: run.items });
    // The pipeline armed item 1 and called publish(); the write happened, then the worker died before storing.
    const lost = await blueskyAdapter.publish(run.ctx());
    const before = await countPosts();

    const resumed = new RowRun(blueskyAdapter, input, account);
    resumed.state = stored.state;
    resumed.items = stored.items;
    await resumed.prepare(); // a new worker repeats prepare: the reserved rkeys stay
    expect(resumed.state.parts).toEqual(stored.state.parts);
    const found = await blueskyAdapter.findExisting(resumed.ctx());
    expect(found).toMatchObject({ status: "found", item: lost.item, more: true });
    if (found.status !== "found") throw new Error("not found");
    resumed.items = [...resumed.items, found.item];
    resumed.state = { ...resumed.state, ...found.state };
    expect(await resumed.publishOne()).toBe(false);
    expect(await countPosts()).toBe(before + 1);
    const three = await read(resumed.items[2].remotePostId);
    expect(three.value.text).toBe("3/ the rest");
    expect(three.value.reply?.parent.uri).toBe(lost.item.remotePostId);
    expect(three.value.reply?.root.uri).toBe(stored.items[0].remotePostId);
    // Part 3 after a lost answer too: without the parent's cid in the state it is read back, and a blind second
    // write of the same part is a no-op returning the same item.
    const again = await blueskyAdapter.publish({ ...resumed.ctx(), items: resumed.items.slice(0, 2), state: { ...resumed.state, cids: {} } });
    expect(again.item).toEqual(resumed.items[2]);
    expect(await countPosts()).toBe(before + 1);
  });

  it("a part whose media cannot be fetched fails in prepare, naming the part's field", async () => {
    const input = publishInput("bluesky", { text: "root", options: { chainItems: [{ text: "two", mediaUrl: `${media.url}/gone.png` }] } });
    const error = await new RowRun(blueskyAdapter, input, account).prepare().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "invalid_content", message: expect.stringMatching(/^platformOptions\.bluesky\.chainItems\[0\]\.mediaUrl /) });
  });

  it("validates each part in Bluesky's counting, naming the field", () => {
    const family = "👩‍👩‍👧‍👦";
    const chainItems = [
      { text: "a".repeat(300) },
      { text: "b".repeat(301) },
      { text: family.repeat(300) },
      { text: " " },
      { text: "ok", mediaUrl: "not a url" },
    ];
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: "root", options: { chainItems } }))).toMatchObject([
      { field: "platformOptions.bluesky.chainItems[1].text", message: "chainItems[1].text is too long: 301 graphemes, at most 300", kind: "too_long" },
      { field: "platformOptions.bluesky.chainItems[2].text", message: "chainItems[2].text is too long: 7500 bytes, at most 3000", kind: "too_long" },
      { field: "platformOptions.bluesky.chainItems[3].text", message: "chainItems[3].text is required", kind: "required" },
      { field: "platformOptions.bluesky.chainItems[4].mediaUrl", message: "chainItems[4].mediaUrl must be a URL", kind: "invalid" },
    ]);
    const tooMany = Array.from({ length: 26 }, (_, i) => ({ text: `part ${i}` }));
    expect(blueskyAdapter.validate(publishInput("bluesky", { text: "root", options: { chainItems: tooMany } }))).toMatchObject([
      { field: "platformOptions.bluesky.chainItems", message: "chainItems has 26 parts, at most 25", kind: "too_many" },
    ]);
  });

  it("never looked up a host outside this machine", () => {
    expect(net.lookupCount()).toBeGreaterThan(0);
    expect(net.outsideLookups).toEqual([]);
  });
});

describe("bluesky adapter against a real PDS: the first comment", () => {
  type Reply = { text: string; reply?: { root: { uri: string; cid: string }; parent: { uri: string; cid: string } }; facets?: unknown[] };

  it("writes a reply to the post at the record key reserved in prepare, with link facets, once across a lost answer", async () => {
    const before = await countPosts();
    const text = "Read more: https://example.com/bread";
    const run = new RowRun(blueskyAdapter, publishInput("bluesky", { text: "Bread day", options: { firstComment: text } }), account);
    const [post] = await run.publishAll();
    const reserved = (run.state.comment as { rkey: string }).rkey;
    expect(await blueskyAdapter.firstComment!.findExisting(run.commentCtx(text))).toEqual({ status: "absent" });
    const comment = await run.postComment(text);
    expect(rkeyOf(comment.remotePostId)).toBe(reserved);
    const { data: parent } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey: rkeyOf(post.remotePostId) });
    const { data } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey: reserved });
    const value = data.value as Reply;
    expect(value.text).toBe(text);
    expect(value.reply).toEqual({ root: { uri: post.remotePostId, cid: parent.cid }, parent: { uri: post.remotePostId, cid: parent.cid } });
    expect(value.facets).toHaveLength(1);
    // The answer was lost: the lookup finds it, and a repeated write at the same key changes nothing.
    expect(await blueskyAdapter.firstComment!.findExisting(run.commentCtx(text))).toEqual({ status: "found", item: comment });
    expect(await run.postComment(text)).toEqual(comment);
    expect(await countPosts()).toBe(before + 2);
  });

  it("embeds the comment's images (uploaded in prepare, with alt text) in the reply", async () => {
    const text = "The loaf, up close";
    const options = { firstComment: text, firstCommentMedia: [{ url: `${media.url}/red.png`, altText: "a red loaf" }] };
    const run = new RowRun(blueskyAdapter, publishInput("bluesky", { text: "Bread day, again", options }), account);
    await run.publishAll();
    const comment = await run.postComment(text);
    const { data } = await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: "app.bsky.feed.post", rkey: rkeyOf(comment.remotePostId) });
    const embed = (data.value as { embed?: { $type: string; images: Array<{ alt: string; image: { mimeType: string } }> } }).embed;
    expect(embed?.$type).toBe("app.bsky.embed.images");
    expect(embed?.images).toEqual([expect.objectContaining({ alt: "a red loaf", image: expect.objectContaining({ mimeType: "image/png" }) })]);
  });
});

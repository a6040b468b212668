import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { NOTES_MAX } from "@/lib/schemas/ideas";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// Notes for the team on ideas and posts (ideas.notes, posts.notes): written and read through the API like any
// field, at most 5,000 characters, never published. A post made from an idea starts with a copy of its notes.
type World = Awaited<ReturnType<typeof makeApiWorkspace>>;

async function newIdea(w: World, body: object) {
  const res = await callApi("POST", "/ideas", { key: w.keys.live, body });
  expect(res.status).toBe(201);
  return res.body.idea as { id: string; notes: string | null };
}

async function newPost(w: World, body: object) {
  const res = await callApi("POST", "/posts", {
    key: w.keys.live,
    body: { accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }], caption: "Soup", ...body },
  });
  expect(res.status).toBe(201);
  return res.body.postIds as string[];
}

const notesOf = async (w: World, postId: string) => (await callApi("GET", `/posts/${postId}`, { key: w.keys.live })).body.post.notes;

describe("notes on ideas", () => {
  it("are stored on create, changed or cleared on patch, kept when a patch leaves them out", async () => {
    const w = await makeApiWorkspace();
    const idea = await newIdea(w, { title: "Autumn menu", notes: "Chef Ana can do a video on Tuesday.\nSoup recipe: see the shared drive." });
    expect(idea.notes).toBe("Chef Ana can do a video on Tuesday.\nSoup recipe: see the shared drive.");
    expect((await newIdea(w, { title: "No notes" })).notes).toBeNull();

    const patch = (body: object) => callApi("PATCH", `/ideas/${idea.id}`, { key: w.keys.live, body });
    expect((await patch({ notes: "Video moved to Thursday." })).body.idea.notes).toBe("Video moved to Thursday.");
    expect((await patch({ title: "Autumn menu 2" })).body.idea).toMatchObject({ title: "Autumn menu 2", notes: "Video moved to Thursday." });
    const listed = (await callApi("GET", "/ideas", { key: w.keys.readOnly })).body.ideas.find((i: { id: string }) => i.id === idea.id);
    expect(listed.notes).toBe("Video moved to Thursday.");
    // Blank notes are none, so the board's "Notes" mark never shows for a field of spaces.
    expect((await patch({ notes: "  \n " })).body.idea.notes).toBeNull();
    expect((await db.idea.findUniqueOrThrow({ where: { id: idea.id } })).notes).toBeNull();
  });

  it("refuses notes over 5,000 characters or not text with a 400 naming the field, and changes nothing", async () => {
    const w = await makeApiWorkspace();
    const idea = await newIdea(w, { title: "Kept", notes: "as written" });
    const long = "x".repeat(NOTES_MAX + 1);
    expect(await callApi("POST", "/ideas", { key: w.keys.live, body: { title: "Too long", notes: long } })).toMatchObject({
      status: 400,
      body: { error: "notes: must be at most 5000 characters" },
    });
    expect(await callApi("PATCH", `/ideas/${idea.id}`, { key: w.keys.live, body: { notes: long } })).toMatchObject({
      status: 400,
      body: { error: "notes: must be at most 5000 characters" },
    });
    expect(await callApi("PATCH", `/ideas/${idea.id}`, { key: w.keys.live, body: { notes: ["a"] } })).toMatchObject({
      status: 400,
      body: { error: "notes: must be a string" },
    });
    expect(await db.idea.count({ where: { workspaceId: w.workspaceId } })).toBe(1);
    expect((await db.idea.findUniqueOrThrow({ where: { id: idea.id } })).notes).toBe("as written");
    // Exactly the limit is fine.
    expect((await newIdea(w, { title: "At the limit", notes: "y".repeat(NOTES_MAX) })).notes).toHaveLength(NOTES_MAX);
  });
});

describe("notes on posts", () => {
  it('a post made from an idea starts with a copy of the idea\'s notes; sent notes (or "") win; later edits of either stay apart', async () => {
    const w = await makeApiWorkspace();
    const idea = await newIdea(w, { title: "Autumn menu", notes: "Photos by Sam, credit @sam.shoots" });

    const [copied] = await newPost(w, { ideaId: idea.id });
    expect(await notesOf(w, copied!)).toBe("Photos by Sam, credit @sam.shoots");
    const [own] = await newPost(w, { ideaId: idea.id, notes: "Shorter version for Bluesky" });
    expect(await notesOf(w, own!)).toBe("Shorter version for Bluesky");
    const [cleared] = await newPost(w, { ideaId: idea.id, notes: "" });
    expect(await notesOf(w, cleared!)).toBeNull();
    const [plain] = await newPost(w, {});
    expect(await notesOf(w, plain!)).toBeNull();

    // A copy, not a link: the idea's new notes do not reach the post, and the post's edit leaves the idea.
    await callApi("PATCH", `/ideas/${idea.id}`, { key: w.keys.live, body: { notes: "Sam is away" } });
    expect(await notesOf(w, copied!)).toBe("Photos by Sam, credit @sam.shoots");
    const patched = await callApi("PATCH", `/posts/${copied}`, { key: w.keys.live, body: { notes: "Credit checked with Sam" } });
    expect(patched).toMatchObject({ status: 200, body: { post: { notes: "Credit checked with Sam" } } });
    expect((await db.idea.findUniqueOrThrow({ where: { id: idea.id } })).notes).toBe("Sam is away");
    // A patch without notes keeps them; "" clears them.
    expect((await callApi("PATCH", `/posts/${copied}`, { key: w.keys.live, body: { caption: "Soup!" } })).body.post.notes).toBe("Credit checked with Sam");
    expect((await callApi("PATCH", `/posts/${copied}`, { key: w.keys.live, body: { notes: "" } })).body.post.notes).toBeNull();

    const listed = (await callApi("GET", "/posts", { key: w.keys.live })).body.posts.find((p: { id: string }) => p.id === own);
    expect(listed.notes).toBe("Shorter version for Bluesky");
  });

  it("a post published at once to two networks keeps its notes on every row of the fan-out", async () => {
    const w = await makeApiWorkspace();
    const idea = await newIdea(w, { title: "Launch", notes: "Embargo lifted at 9:00" });
    const res = await callApi("POST", "/posts", {
      key: w.keys.test,
      body: {
        accountMappings: [
          { platform: "bluesky", accountId: w.accounts.bluesky.id },
          { platform: "mastodon", accountId: w.accounts.mastodon.id },
        ],
        caption: "We are live",
        ideaId: idea.id,
        status: "published",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.postIds).toHaveLength(2);
    const rows = await db.post.findMany({ where: { id: { in: res.body.postIds } }, select: { notes: true } });
    expect(rows.map((r) => r.notes)).toEqual(["Embargo lifted at 9:00", "Embargo lifted at 9:00"]);
  });

  it("refuses post notes over 5,000 characters with a 400 naming the field, on create and on patch, storing nothing", async () => {
    const w = await makeApiWorkspace();
    const long = "x".repeat(NOTES_MAX + 1);
    const before = await db.post.count({ where: { workspaceId: w.workspaceId } });
    const body = { accountMappings: [{ platform: "bluesky", accountId: w.accounts.bluesky.id }], caption: "Soup", notes: long };
    expect(await callApi("POST", "/posts", { key: w.keys.live, body })).toMatchObject({
      status: 400,
      body: { error: "notes: must be at most 5000 characters" },
    });
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(before);
    const [id] = await newPost(w, { notes: "short" });
    expect(await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { notes: long } })).toMatchObject({
      status: 400,
      body: { error: "notes: must be at most 5000 characters" },
    });
    expect(await notesOf(w, id!)).toBe("short");
  });
});

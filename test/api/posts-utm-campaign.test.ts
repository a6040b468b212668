import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeApiWorkspace } from "./api-fixture";
import { callApi } from "./call-api";

// Campaign tags asked for with no campaign name, on a workspace that has none either: publishing would leave
// the links untagged while the post says they are tagged. POST /posts and PATCH /posts/{id} refuse it with a
// 400 naming the field; POST /posts/validate lists it as a problem of the whole post; a campaign of the post's
// own or the workspace's makes it fine.
describe("campaign tags without a campaign name", () => {
  const body = (accountId: string, utm: unknown) => ({
    caption: "Spring menu https://kitchen.example/spring",
    status: "draft",
    accountMappings: [{ platform: "bluesky", accountId }],
    utm,
  });
  const REFUSAL = { error: "utm.campaign: required when utm.enabled is true and the workspace has no campaign name", code: "validation_failed" };

  it("is a 400 on create and on edit, and a problem in the dry run, until a campaign is named", async () => {
    const w = await makeApiWorkspace();
    const bluesky = w.accounts.bluesky.id;

    const refused = await callApi("POST", "/posts", { key: w.keys.live, body: body(bluesky, { enabled: true }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(REFUSAL);
    expect(await db.post.count({ where: { workspaceId: w.workspaceId } })).toBe(0);

    const dryRun = await callApi("POST", "/posts/validate", { key: w.keys.live, body: body(bluesky, { enabled: true }) });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.valid).toBe(false);
    expect(dryRun.body.problems).toEqual([
      { platform: null, accountId: null, field: "utm.campaign", message: REFUSAL.error.replace("utm.campaign: ", ""), kind: "required" },
    ]);

    // Its own campaign: created and tagged.
    const created = await callApi("POST", "/posts", { key: w.keys.live, body: body(bluesky, { enabled: true, campaign: "spring" }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.postIds[0];
    // Editing it to tags without the name is refused the same way, and leaves the post as it was.
    const edited = await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { utm: { enabled: true } } });
    expect(edited.status).toBe(400);
    expect(edited.body).toEqual(REFUSAL);
    expect((await db.post.findUniqueOrThrow({ where: { id } })).utm).toEqual({ enabled: true, campaign: "spring" });
    // Leaving the links as written needs no name.
    expect((await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { utm: { enabled: false } } })).status).toBe(200);

    // A workspace campaign (even with the workspace's tags off) is the post's when it names none.
    await db.workspace.update({ where: { id: w.workspaceId }, data: { utmCampaign: "always-on" } });
    expect((await callApi("PATCH", `/posts/${id}`, { key: w.keys.live, body: { utm: { enabled: true } } })).status).toBe(200);
    expect((await callApi("POST", "/posts/validate", { key: w.keys.live, body: body(bluesky, { enabled: true }) })).body.valid).toBe(true);
  });
});

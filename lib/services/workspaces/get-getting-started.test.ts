import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { systemActor } from "@/lib/services/actor";
import { addSocialAccount } from "@/lib/services/accounts/add-social-account";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { createPost } from "@/lib/services/posts/create-post";
import { makeUser, makeWorkspace } from "@/test/factories";
import { addMember } from "./add-member";
import { getGettingStarted } from "./get-getting-started";

const as = (user: { id: string }) => ({ kind: "user" as const, userId: user.id });
const doneSteps = async (workspaceId: string, actor: ReturnType<typeof as>) =>
  (await getGettingStarted({ workspaceId, actor })).steps.filter((s) => s.done).map((s) => s.id);

describe("getting started checklist", () => {
  it("ticks each step from the workspace's own rows, whoever made them, and is complete after all four", async () => {
    const { owner, workspaceId } = await makeWorkspace();
    expect(await getGettingStarted({ workspaceId, actor: as(owner) })).toEqual({
      complete: false,
      steps: [
        { id: "connect-account", done: false },
        { id: "first-post", done: false },
        { id: "invite-teammate", done: false },
        { id: "api-key", done: false },
      ],
    });

    const account = await addSocialAccount({ workspaceId, actor: systemActor, input: { platform: "bluesky", username: "sandbox.test", sandbox: true } });
    expect(await doneSteps(workspaceId, as(owner))).toEqual(["connect-account"]);

    await createPost({ workspaceId, actor: as(owner), input: { accountMappings: [{ platform: "bluesky", accountId: account.id }], caption: "Hello" } });
    const teammate = await makeUser("teammate");
    await addMember({ workspaceId, actor: systemActor, input: { email: teammate.email, role: "member" } });
    expect(await doneSteps(workspaceId, as(owner))).toEqual(["connect-account", "first-post", "invite-teammate"]);

    // A step done by a teammate counts for everyone.
    await createApiKey({ workspaceId, actor: as(teammate), input: { mode: "live", scopes: ["posts:read"] } });
    expect((await getGettingStarted({ workspaceId, actor: as(owner) })).complete).toBe(true);
  });

  it("is another workspace's business: outsiders get a 404", async () => {
    const { workspaceId } = await makeWorkspace();
    const outsider = await makeUser("outsider");
    await expect(getGettingStarted({ workspaceId, actor: as(outsider) })).rejects.toMatchObject({ status: 404 });
  });
});

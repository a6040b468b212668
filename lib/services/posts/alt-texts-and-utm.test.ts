// Alt texts and the UTM override through the services, on a real database: stored and read back in the API's
// shape, refused with a 400 naming the entry and the network when a mapped network would refuse them, cleared
// when the media change without new ones, and the dry run's warnings and tagged preview.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { serializePost } from "@/lib/serializers/serialize-post";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { setUtmSetting } from "../workspaces/set-utm-setting";
import { createPost } from "./create-post";
import { getPost } from "./get-post";
import { updatePost } from "./update-post";
import { validatePost } from "./validate-post";

const IMAGES = ["https://cdn.example.test/a.png", "https://cdn.example.test/b.png"];

async function setup() {
  const { owner, workspaceId, members } = await makeWorkspace(["member", "manager"]);
  const actor = { kind: "user" as const, userId: owner.id };
  const x = await makeAccount(workspaceId, "twitter");
  const bluesky = await makeAccount(workspaceId, "bluesky");
  return { workspaceId, actor, members, x, bluesky };
}

describe("alt texts on posts", () => {
  it("are stored per image with the UTM override and read back in the API's shape", async () => {
    const { workspaceId, actor, bluesky } = await setup();
    const { postIds } = await createPost({
      workspaceId,
      actor,
      input: {
        accountMappings: [{ platform: "bluesky", accountId: bluesky.id }],
        caption: "Two pictures",
        mediaUrls: IMAGES,
        mediaAltTexts: ["A red door", ""],
        utm: { enabled: true, campaign: "launch" },
      },
    });
    const post = serializePost(await getPost({ workspaceId, actor, input: { id: postIds[0] } }));
    expect(post).toMatchObject({ media_alt_texts: ["A red door", ""], utm: { enabled: true, campaign: "launch" } });

    // New media without new alt texts clears them: an alt text must not describe another image.
    const changed = await updatePost({ workspaceId, actor, input: { id: postIds[0], changes: { mediaUrls: [IMAGES[1]], utm: null } } });
    expect(serializePost(changed)).toMatchObject({ media_alt_texts: [], utm: null });
  });

  it("are refused with a 400 naming the entry and the network when a mapped network takes fewer characters", async () => {
    const { workspaceId, actor, x, bluesky } = await setup();
    const input = (mediaAltTexts: string[]) => ({
      accountMappings: [
        { platform: "bluesky" as const, accountId: bluesky.id },
        { platform: "twitter" as const, accountId: x.id },
      ],
      caption: "Pictures",
      mediaUrls: IMAGES,
      mediaAltTexts,
    });
    const tooLong = createPost({ workspaceId, actor, input: input(["ok", "a".repeat(1001)]) });
    await expect(tooLong).rejects.toMatchObject({ status: 400 });
    await expect(tooLong).rejects.toThrow("mediaAltTexts[1]: at most 1000 characters on X (Twitter) (got 1001)");
    const tooMany = createPost({ workspaceId, actor, input: input(["a", "b", "c"]) });
    await expect(tooMany).rejects.toMatchObject({ status: 400 });
    await expect(tooMany).rejects.toThrow("mediaAltTexts: has 3 entries but mediaUrls has 2; give at most one alt text per media URL");
  });
});

describe("the dry run", () => {
  it("warns about images without alt text; the UTM setting needs a campaign and a manager", async () => {
    const { workspaceId, actor, x, members } = await setup();
    const manager = { kind: "user" as const, userId: members.manager!.id };
    await expect(setUtmSetting({ workspaceId, actor: manager, input: { enabled: true } })).rejects.toMatchObject({ status: 400 });
    await expect(
      setUtmSetting({ workspaceId, actor: { kind: "user", userId: members.member!.id }, input: { enabled: true, campaign: "spring" } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await setUtmSetting({ workspaceId, actor: manager, input: { enabled: true, campaign: "spring" } })).toEqual({ enabled: true, campaign: "spring" });

    const result = await validatePost({
      workspaceId,
      actor,
      input: {
        accountMappings: [{ platform: "twitter", accountId: x.id }],
        caption: "Menu https://bakery.example",
        mediaUrls: IMAGES,
        mediaAltTexts: ["A loaf"],
      },
    });
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([
      {
        platform: "twitter",
        accountId: x.id,
        field: "mediaAltTexts[1]",
        message: "image 2 has no alt text: people using screen readers on X (Twitter) will not know what it shows",
        kind: "advice",
      },
    ]);
  });
});

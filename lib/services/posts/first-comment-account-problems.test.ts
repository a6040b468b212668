// The dry run says, per mapped account, when the connection cannot take a first comment its network can.
import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { makeWorkspace } from "@/test/factories";
import { makeAccount } from "@/test/publishing/rows";
import { createPostRequest } from "../../schemas/posts";
import { dryRunPost } from "./validate-post";

async function dryRun(workspaceId: string, accountId: string, platform: string, options: Record<string, unknown>) {
  const data = createPostRequest.parse({ caption: "Launch", accountMappings: [{ platform, accountId }], platformOptions: { [platform]: options } });
  return (await dryRunPost(workspaceId, data)).problems.filter((p) => p.field.endsWith("firstComment"));
}

describe("first comment per connected account in the dry run", () => {
  it("a Discord webhook connection cannot reply; a bot connection can", async () => {
    const { workspaceId } = await makeWorkspace();
    const webhook = await makeAccount(workspaceId, "discord", { settings: { mode: "webhook", channelId: "1" } });
    expect(await dryRun(workspaceId, webhook.id, "discord", { firstComment: "hi" })).toEqual([
      expect.objectContaining({
        platform: "discord",
        accountId: webhook.id,
        field: "platformOptions.discord.firstComment",
        message: expect.stringMatching(/^firstComment is not supported: a Discord webhook cannot reply/),
        say: expect.stringMatching(/^Remove the first comment for Discord/),
      }),
    ]);
    const bot = await makeAccount(workspaceId, "discord", { settings: { mode: "bot", channelId: "1" } });
    expect(await dryRun(workspaceId, bot.id, "discord", { firstComment: "hi" })).toEqual([]);
  });

  it("a Telegram channel cannot take one; a supergroup can; without a comment nothing is asked", async () => {
    const { workspaceId } = await makeWorkspace();
    const channel = await makeAccount(workspaceId, "telegram", { settings: { chatId: "-1001", chatType: "channel" } });
    expect((await dryRun(workspaceId, channel.id, "telegram", { firstComment: "hi" })).map((p) => p.message)).toEqual([
      expect.stringContaining("discussion group"),
    ]);
    expect(await dryRun(workspaceId, channel.id, "telegram", {})).toEqual([]);
    const group = await makeAccount(workspaceId, "telegram", { settings: { chatId: "-1002", chatType: "supergroup" } });
    expect(await dryRun(workspaceId, group.id, "telegram", { firstComment: "hi" })).toEqual([]);
  });
});

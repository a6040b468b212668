import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeTelegram, type FakeTelegram, type FakeTelegramChat } from "@/test/fakes/telegram-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startMediaServer } from "@/test/fakes/social-fake-http";
import { pngBytes } from "@/test/fakes/social-fake-png";
import { accountContext, publishInput, RowRun } from "@/test/fakes/social-adapter-harness";
import { PlatformPermanentError } from "../errors";
import { validateFirstComment } from "../first-comment";
import { telegramAdapter } from "./adapter";

let telegram: FakeTelegram;
let media: { url: string; close(): Promise<void> };
const GROUP = { id: -1005550001111, type: "supergroup" as const, title: "Launch chat", username: "launchchat" };
const CHANNEL = { id: -1001234567890, type: "channel" as const, title: "Launch news", username: "launchnews" };

beforeAll(async () => {
  telegram = await startFakeTelegram({ chats: [GROUP, CHANNEL] });
  media = await startMediaServer({ "/a.png": { bytes: pngBytes(4, 2), type: "image/png" } });
  allowMediaHost(media.url);
  process.env.TELEGRAM_API_BASE_URL = telegram.url;
});
afterAll(async () => {
  delete process.env.TELEGRAM_API_BASE_URL;
  await telegram.close();
  await media.close();
});
afterEach(() => {
  telegram.sent.length = 0;
});

const account = (chat: FakeTelegramChat) =>
  accountContext("telegram", { accessToken: telegram.bot.token, settings: { chatId: String(chat.id), chatUsername: chat.username, chatType: chat.type } });

describe("telegram first comment", () => {
  it("replies to the post in a supergroup (reply_parameters), silently like the post", async () => {
    const input = publishInput("telegram", { text: "We launched", options: { firstComment: "Details: https://example.com", disableNotification: true } });
    const run = new RowRun(telegramAdapter, input, account(GROUP));
    const [post] = await run.publishAll();
    const comment = await run.postComment("Details: https://example.com");
    const reply = telegram.sent.find((m) => String(m.message_id) === comment.remotePostId)!;
    expect(reply).toMatchObject({ kind: "text", text: "Details: https://example.com", replyTo: Number(post.remotePostId), disable_notification: true });
    expect(comment.remotePermalink).toBe(`https://t.me/launchchat/${reply.message_id}`);
  });

  it("sends an image comment as a photo replying to the post, the text as its caption", async () => {
    const options = { firstComment: "The poster", firstCommentMedia: [{ url: `${media.url}/a.png` }] };
    const run = new RowRun(telegramAdapter, publishInput("telegram", { text: "We launched", options }), account(GROUP));
    const [post] = await run.publishAll();
    await run.postComment("The poster");
    expect(telegram.sent.at(-1)).toMatchObject({
      kind: "photo",
      caption: "The poster",
      replyTo: Number(post.remotePostId),
      fileBytes: pngBytes(4, 2).byteLength,
    });
  });

  it("a reply to a message that is gone is refused by the stand-in, as by Telegram", async () => {
    const run = new RowRun(telegramAdapter, publishInput("telegram", { text: "Gone soon", options: { firstComment: "hi" } }), account(GROUP));
    await run.publishAll();
    telegram.sent.length = 0;
    await expect(run.postComment("hi")).rejects.toThrow(/message to be replied not found/);
  });

  it("a channel cannot take one: the comment fails with the reason and nothing is sent", async () => {
    const run = new RowRun(telegramAdapter, publishInput("telegram", { text: "Channel post", options: { firstComment: "hi" } }), account(CHANNEL));
    await run.publishAll();
    const error = await run.postComment("hi").catch((e) => e);
    expect(error).toBeInstanceOf(PlatformPermanentError);
    expect((error as Error).message).toContain("discussion group");
    expect(telegram.sent).toHaveLength(1);
  });

  it("after an unknown outcome it cannot confirm (a bot cannot read the chat), so it never sends twice", async () => {
    const run = new RowRun(telegramAdapter, publishInput("telegram", { text: "x", options: { firstComment: "hi" } }), account(GROUP));
    await run.publishAll();
    expect(await telegramAdapter.firstComment!.findExisting(run.commentCtx("hi"))).toMatchObject({ status: "unknown" });
  });

  it("an image comment's text must fit a caption, and only one image goes", () => {
    const input = publishInput("telegram", {
      text: "x",
      options: { firstComment: "y".repeat(1025), firstCommentMedia: [{ url: `${media.url}/a.png` }, { url: `${media.url}/a.png` }] },
    });
    expect(validateFirstComment(input).map((p) => p.message)).toEqual([
      "firstCommentMedia has 2 images, at most 1",
      "firstComment is too long to go with an image: at most 1024 characters",
    ]);
  });
});

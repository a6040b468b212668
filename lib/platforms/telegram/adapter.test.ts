import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeTelegram, telegramRateLimit, type FakeTelegram, type FakeTelegramChat } from "@/test/fakes/telegram-server";
import { allowMediaHost } from "@/test/fakes/allow-media-host";
import { startMediaServer } from "@/test/fakes/social-fake-http";
import { pngBytes } from "@/test/fakes/social-fake-png";
import { accountContext, publishInput, RowRun } from "@/test/fakes/social-adapter-harness";
import { PlatformAuthExpiredError, PlatformInvalidContentError, PlatformRateLimitedError, toPlatformError } from "../errors";
import { telegramAdapter } from "./adapter";
import { planTelegramSteps } from "./plan";

let telegram: FakeTelegram;
let media: { url: string; close(): Promise<void> };
const CHANNEL = { id: -1001234567890, type: "channel" as const, title: "Launch news", username: "launchnews" };
const PRIVATE = { id: -1009876543210, type: "channel" as const, title: "Private" };

beforeAll(async () => {
  telegram = await startFakeTelegram({ chats: [CHANNEL, PRIVATE] });
  media = await startMediaServer({
    "/a.png": { bytes: pngBytes(4, 2), type: "image/png" },
    "/b.png": { bytes: pngBytes(3, 3), type: "image/png" },
    "/clip.mp4": { bytes: new Uint8Array(2048).fill(7), type: "video/mp4" },
  });
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

const account = (chat: FakeTelegramChat = CHANNEL) =>
  accountContext("telegram", { accessToken: telegram.bot.token, settings: { chatId: String(chat.id), chatUsername: chat.username } });
const image = (path: string) => ({ url: `${media.url}${path}`, kind: "image" as const });

describe("telegram adapter", () => {
  it("sends a text message silently and protected, with a public t.me permalink", async () => {
    const run = new RowRun(
      telegramAdapter,
      publishInput("telegram", { text: "Hello channel", options: { disableNotification: true, protectContent: true } }),
      account(),
    );
    const items = await run.publishAll();
    expect(telegram.sent).toEqual([expect.objectContaining({ kind: "text", text: "Hello channel", disable_notification: true, protect_content: true })]);
    expect(items).toEqual([
      { remotePostId: String(telegram.sent[0].message_id), remotePublishId: null, remotePermalink: `https://t.me/launchnews/${telegram.sent[0].message_id}` },
    ]);
  });

  it("uploads one photo with its caption; a private channel gets a t.me/c link", async () => {
    const run = new RowRun(telegramAdapter, publishInput("telegram", { text: "A photo", media: [image("/a.png")] }), account(PRIVATE));
    const [item] = await run.publishAll();
    expect(telegram.sent).toEqual([expect.objectContaining({ kind: "photo", caption: "A photo", fileBytes: pngBytes(4, 2).byteLength })]);
    expect(item.remotePermalink).toBe(`https://t.me/c/9876543210/${telegram.sent[0].message_id}`);
  });

  it("sends a video and a media group of photo + video with the caption on the first item", async () => {
    await new RowRun(
      telegramAdapter,
      publishInput("telegram", { text: "clip", media: [{ url: `${media.url}/clip.mp4`, kind: "video" }] }),
      account(),
    ).publishAll();
    expect(telegram.sent.at(-1)).toMatchObject({ kind: "video", caption: "clip", fileBytes: 2048 });
    const items = await new RowRun(
      telegramAdapter,
      publishInput("telegram", { text: "album", media: [image("/a.png"), { url: `${media.url}/clip.mp4`, kind: "video" }] }),
      account(),
    ).publishAll();
    const group = telegram.sent.slice(1);
    expect(group.map((m) => [m.kind, m.caption])).toEqual([
      ["photo", "album"],
      ["video", undefined],
    ]);
    expect(items).toHaveLength(1);
    expect(items[0].remotePublishId).toBe(group[0].media_group_id);
  });

  it("splits more than ten media into albums, one publish() call each, and a long caption into its own message", async () => {
    const long = "x".repeat(1500);
    const input = publishInput("telegram", { text: long, media: Array.from({ length: 12 }, () => image("/b.png")) });
    expect(planTelegramSteps(input.text, input.media).map((s) => s.method)).toEqual(["sendMediaGroup", "sendMediaGroup", "sendMessage"]);
    const run = new RowRun(telegramAdapter, input, account());
    await run.prepare();
    expect(await run.publishOne()).toBe(true);
    expect(await run.publishOne()).toBe(true);
    expect(await run.publishOne()).toBe(false);
    expect(telegram.sent.filter((m) => m.kind === "photo")).toHaveLength(12);
    expect(telegram.sent.filter((m) => m.caption)).toHaveLength(0);
    expect(telegram.sent.at(-1)).toMatchObject({ kind: "text", text: long });
  });

  it("a later album failing leaves the earlier one published (partial)", async () => {
    const run = new RowRun(telegramAdapter, publishInput("telegram", { text: "big", media: Array.from({ length: 14 }, () => image("/b.png")) }), account());
    await run.prepare();
    expect(await run.publishOne()).toBe(true);
    telegram.inject(/sendMediaGroup$/, {
      kind: "reply",
      reply: { status: 400, body: { ok: false, error_code: 400, description: "Bad Request: IMAGE_PROCESS_FAILED" } },
    });
    await expect(run.publishOne()).rejects.toBeInstanceOf(PlatformInvalidContentError);
    expect(run.items).toHaveLength(1);
  });

  it("reports missing content, an over-long text and too many media before sending anything", () => {
    expect(telegramAdapter.validate(publishInput("telegram", { text: "" }))).toMatchObject([
      { field: "caption", message: "a caption or media is required", kind: "required" },
    ]);
    expect(telegramAdapter.validate(publishInput("telegram", { text: "y".repeat(4097) }))[0].message).toMatch(/too long: 4097 characters, at most 4096/);
    expect(telegramAdapter.validate(publishInput("telegram", { text: "z", media: Array.from({ length: 31 }, () => image("/b.png")) }))[0].field).toBe(
      "mediaUrls",
    );
    expect(telegramAdapter.validate(publishInput("telegram", { text: "z", options: { protectContent: "yes" } }))).toEqual([
      { field: "platformOptions.telegram.protectContent", message: "protectContent must be true or false", kind: "invalid" },
    ]);
  });

  it("a caption over 1,024 characters is refused by Telegram itself", async () => {
    // The adapter never sends one (it splits), so ask the fake directly to prove the limit is enforced there.
    const form = new FormData();
    form.set("chat_id", String(CHANNEL.id));
    form.set("photo", new Blob([pngBytes(1, 1)], { type: "image/png" }), "p.png");
    form.set("caption", "c".repeat(1025));
    const response = await fetch(`${telegram.url}/bot${telegram.bot.token}/sendPhoto`, { method: "POST", body: form });
    expect(await response.json()).toEqual({ ok: false, error_code: 400, description: "Bad Request: message caption is too long" });
  });

  it("429 becomes rate_limited at retry_after, not applied", async () => {
    telegram.inject(/sendMessage$/, { kind: "reply", reply: telegramRateLimit(17) });
    const before = Date.now();
    const error = await new RowRun(telegramAdapter, publishInput("telegram", { text: "slow down" }), account()).publishAll().catch((e) => e);
    expect(error).toBeInstanceOf(PlatformRateLimitedError);
    expect(error.retryAt.getTime() - before).toBeGreaterThanOrEqual(17_000);
    expect(error.notApplied).toBe(true);
    expect(telegram.sent).toHaveLength(0);
  });

  it("a revoked token asks for a reconnect: publishing and the refresh check both say auth_expired", async () => {
    const wrong = accountContext("telegram", { accessToken: "1:wrong", settings: { chatId: String(CHANNEL.id) } });
    await expect(new RowRun(telegramAdapter, publishInput("telegram", { text: "hi" }), wrong).publishAll()).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    await expect(telegramAdapter.refreshToken!(wrong, AbortSignal.timeout(5000))).rejects.toBeInstanceOf(PlatformAuthExpiredError);
    expect(await telegramAdapter.refreshToken!(account(), AbortSignal.timeout(5000))).toEqual({ accessToken: telegram.bot.token });
  });

  it("an account without a chat id is refused before sending", async () => {
    const orphan = accountContext("telegram", { accessToken: telegram.bot.token, settings: {} });
    const error = await new RowRun(telegramAdapter, publishInput("telegram", { text: "hi" }), orphan).publishAll().catch((e) => e);
    expect(error.kind).toBe("permanent");
    expect(telegram.sent).toHaveLength(0);
  });

  it("a crash after the send is never followed by a blind resend: findExisting answers unknown", async () => {
    telegram.inject(/sendMessage$/, { kind: "drop-after-apply" });
    const run = new RowRun(telegramAdapter, publishInput("telegram", { text: "only once" }), account());
    await run.prepare();
    const error = toPlatformError(await run.publishOne().catch((e) => e));
    expect(error.notApplied).toBe(false);
    expect(telegram.sent).toHaveLength(1);
    const existing = await telegramAdapter.findExisting(run.ctx());
    expect(existing.status).toBe("unknown");
    expect(telegram.sent).toHaveLength(1);
  });
});

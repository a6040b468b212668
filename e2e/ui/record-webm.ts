// A small real video for the UI specs, made in the page itself: Debian's Chromium plays no H.264 and the
// machine has no ffmpeg, so a canvas whose colour changes every second is recorded by MediaRecorder as VP8
// WebM, the way a person's own screen or camera capture is made (it states no duration: the element reports
// Infinity until the browser has read to the end).
import type { Page } from "@playwright/test";

/** A 3-second WebM: red, then green, then blue, one second each. */
export async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm;codecs=vp8" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const started = performance.now();
    const paint = () => {
      const second = Math.floor((performance.now() - started) / 1000);
      context.fillStyle = ["#ff0000", "#00ff00", "#0000ff"][Math.min(second, 2)];
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (second < 3) requestAnimationFrame(paint);
      else recorder.stop();
    };
    recorder.start(250);
    paint();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}
